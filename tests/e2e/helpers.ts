import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const PUBLIC_PAGES = [
  { path: '/', heading: 'Help with everything that needs doing after a death' },
  { path: '/about', heading: 'About Afterword' },
  { path: '/premium', heading: 'Afterword Premium' },
  { path: '/privacy', heading: 'Privacy policy' },
  { path: '/terms', heading: 'Terms of use' },
] as const

export const VIEWPORTS = [
  { name: 'phone', width: 320, height: 720 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

export const COLOR_SCHEMES = ['light', 'dark'] as const

/** WCAG 2.2 A and AA rules. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/**
 * Collects console errors and uncaught exceptions. A Content-Security-Policy violation shows up here, so a page
 * whose scripts the policy blocked fails the test.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // Chrome reports a page's own 404 status as a failed load; the not-found page is meant to answer 404.
    const failedLoad = message.text().startsWith('Failed to load resource')
    const isOwnStatus = failedLoad && message.location().url === page.url()
    // A form the server refused (400, with messages next to the fields) is reported the same way.
    const isRefusedForm =
      failedLoad && message.text().includes('status of 400') && message.location().url.includes('.data')
    if (!isOwnStatus && !isRefusedForm) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** A new person with a unique address, for a test that signs up. */
export function newPerson() {
  const id = randomBytes(4).toString('hex')
  return { username: `Ann ${id}`, email: `ann-${id}@example.com`, password: 'rosemary-7' }
}

export async function signUpThroughPage(page: Page, person = newPerson(), query = '') {
  await page.goto(`/auth?tab=sign-up${query}`)
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Create Account' }) })
  await form.getByLabel('Username').fill(person.username)
  await form.getByLabel('E-mail address').fill(person.email)
  await form.getByLabel('Password').fill(person.password)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible()
  return person
}

import { expect, test, type Page } from '@playwright/test'
import {
  COLOR_SCHEMES,
  expectNoAxeViolations,
  fromOwnAddress,
  postForm,
  premiumPersonWithPlan,
  waitForHydration,
} from './helpers'

/**
 * No page scrolls sideways on a phone (docs/product.md): every page route of app/routes.ts at 320 and 390 px,
 * signed out and signed in as a premium Admin with a plan. Resource routes (PDF, calendar, downloads, uploads,
 * webhook, checkout, sign-out, family switch, the old /login address) are not pages and are left out. One browser
 * context per session, the pages visited in turn, each measured at both widths.
 */
const PHONE_WIDTHS = [320, 390] as const

/** Pages whose path needs no ids. */
const PAGES = [
  '/',
  '/about',
  '/premium',
  '/privacy',
  '/terms',
  '/resources',
  '/resources/uk',
  '/resources/uk/england',
  '/regions',
  '/help',
  '/help/legal-guidance/registering-a-death',
  '/support',
  '/support/inbox',
  '/auth',
  '/auth?tab=sign-up',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/email-confirmed',
  '/auth/two-step',
  '/onboarding',
  '/dashboard',
  '/dashboard/tasks',
  '/dashboard/generic-tasks',
  '/dashboard/legal-tasks',
  '/dashboard/documents',
  '/dashboard/organisations',
  '/dashboard/timeline',
  '/dashboard/checklist',
  '/dashboard/checklist/print',
  '/tasks',
  '/family',
  '/family/delete',
  '/invite/no-such-invitation',
  '/dashboard/settings',
  '/dashboard/settings/two-step',
  '/dashboard/settings/your-data',
  '/account-deleted',
  '/checkout/test/test_no-such-session',
  '/payment-success',
  '/donate',
  '/dashboard/donate',
  '/upgrade',
  '/email/unsubscribe/no-such-token',
  '/dev/outbox',
  '/no-such-page',
]

interface Overflow {
  path: string
  scrollWidth: number
  viewport: number
  widest: string
}

/** The page's sideways overflow, if any, named by the element reaching furthest past the right edge. */
async function sidewaysOverflow(page: Page, path: string): Promise<Overflow | null> {
  const found = await page.evaluate(() => {
    const viewport = window.innerWidth
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth <= viewport) return null
    let widest: { element: Element; right: number } | null = null
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right
      if (right > viewport && (!widest || right > widest.right)) widest = { element, right }
    }
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6) : []
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
      const width = Math.round(element.getBoundingClientRect().width)
      return `<${element.tagName.toLowerCase()}${classes.length ? ` class="${classes.join(' ')}"` : ''}> ${width}px wide, right edge ${Math.round(element.getBoundingClientRect().right)}px: "${text}"`
    }
    return { scrollWidth, viewport, widest: widest ? describe(widest.element) : '(no element found)' }
  })
  return found && { path, ...found }
}

/**
 * Each page loaded once and measured at each phone width in turn: a page drawn at one width and narrowed lays out
 * as one loaded at the narrower width (media queries and container widths follow the viewport), and loading every
 * page twice was half this walk's time.
 */
async function overflowsOn(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = []
  for (const path of paths) {
    await page.setViewportSize({ width: PHONE_WIDTHS[1], height: 800 })
    await page.goto(path)
    for (const width of [...PHONE_WIDTHS].reverse()) {
      await page.setViewportSize({ width, height: 800 })
      const overflow = await sidewaysOverflow(page, path)
      if (overflow)
        problems.push(
          `${overflow.path}: ${overflow.scrollWidth}px wide at ${overflow.viewport}px, widest: ${overflow.widest}`,
        )
    }
  }
  return problems
}

test(`no page scrolls sideways at ${PHONE_WIDTHS.join(' and ')} px, signed out`, async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems = await overflowsOn(page, PAGES)
  await context.close()
  expect(problems, 'pages wider than the screen').toEqual([])
})

test(`no page scrolls sideways at ${PHONE_WIDTHS.join(' and ')} px, signed in as a premium Admin`, async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ viewport: { width: PHONE_WIDTHS[1], height: 800 } })
  await fromOwnAddress(context)
  const page = await context.newPage()
  await premiumPersonWithPlan(page, { country: 'United Kingdom', deceasedName: 'Margaret Jones' })
  const letter = await letterPath(page)
  const problems = await overflowsOn(page, [...PAGES, letter])
  await context.close()
  expect(problems, 'pages wider than the screen').toEqual([])
})

/** Adds one organisation from the catalogue and returns its letter page's path. */
async function letterPath(page: Page): Promise<string> {
  await page.goto('/dashboard/organisations')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Add organisations' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add organisations' })
  await dialog.locator('input[value="uk-barclays"]').check()
  await dialog.getByRole('button', { name: 'Add the ones ticked' }).click()
  await expect(dialog).toBeHidden()
  const href = await page
    .getByRole('link', { name: /Write a letter/ })
    .first()
    .getAttribute('href')
  if (!href) throw new Error('No letter link on the organisations page')
  return href
}

/** The pages a signed-in person sees: the ones their large print and high contrast settings reach (decision 073). */
const SIGNED_IN_PAGES = PAGES.filter(
  (path) => path.startsWith('/dashboard') || ['/tasks', '/family', '/family/delete'].includes(path),
)

test(`with large print on (set in Settings), no signed-in page scrolls sideways at ${PHONE_WIDTHS.join(' and ')} px`, async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
  await fromOwnAddress(context)
  const page = await context.newPage()
  await premiumPersonWithPlan(page, { country: 'United Kingdom', deceasedName: 'Margaret Jones' })
  await page.goto('/dashboard/settings')
  await page.getByRole('checkbox', { name: 'Large print' }).check()
  await page.getByRole('button', { name: 'Save large print and colours' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Large print' })).toContainText('Large print is on.')
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large')
  // Drawn large from the first paint: the attribute is in the HTML the server sends, not added by a script.
  expect(await (await page.request.get('/dashboard')).text()).toContain('data-text-size="large"')
  const rootSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
  expect(rootSize).toBeGreaterThanOrEqual(1.5 * 16)
  const letter = await letterPath(page)
  const problems = await overflowsOn(page, [...SIGNED_IN_PAGES, letter])
  await context.close()
  expect(problems, 'pages wider than the screen in large print').toEqual([])

  // Someone signed out sees the usual size.
  const visitor = await browser.newContext()
  const home = await (await visitor.newPage()).request.get('/')
  expect(await home.text()).not.toContain('data-text-size')
  await visitor.close()
})

for (const colorScheme of COLOR_SCHEMES) {
  test(`with high contrast on, the main signed-in pages pass axe (${colorScheme})`, async ({ browser }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, colorScheme })
    await fromOwnAddress(context)
    const page = await context.newPage()
    await premiumPersonWithPlan(page, { country: 'United Kingdom', deceasedName: 'Margaret Jones' })
    await postForm(page, '/dashboard/settings', { intent: 'display', highContrast: 'on' })
    for (const path of ['/dashboard', '/dashboard/tasks', '/dashboard/organisations', '/dashboard/settings']) {
      await page.goto(path)
      await expect(page.locator('html'), path).toHaveAttribute('data-contrast', 'high')
      await expectNoAxeViolations(page)
    }
    await context.close()
  })
}

import { expect, test } from '@playwright/test'
import {
  collectPageErrors,
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PUBLIC_PAGES,
  signUpThroughPage,
  VIEWPORTS,
} from './helpers'

// The dark scheme's colours are the same at every width: it is checked at the phone width, and at the desktop
// width on the home page only, for the wide header. Axe runs are most of the browser suite's time.
const darkAt = (path: string, viewport: (typeof VIEWPORTS)[number]) => viewport.name === 'phone' || path === '/'

for (const { path, heading } of [...PUBLIC_PAGES, { path: '/no-such-page', heading: 'Oops! Page not found' }]) {
  for (const viewport of VIEWPORTS) {
    for (const colorScheme of COLOR_SCHEMES.filter((scheme) => scheme === 'light' || darkAt(path, viewport))) {
      test(`${path} at ${viewport.width}px in ${colorScheme} mode renders accessibly`, async ({ page }) => {
        const errors = collectPageErrors(page)
        await page.setViewportSize(viewport)
        await page.emulateMedia({ colorScheme })
        const response = await page.goto(path)
        expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        // Nothing is cut off or needs sideways scrolling on a narrow phone (WCAG 1.4.10 Reflow).
        await expectNoSidewaysScroll(page)
        await expectNoAxeViolations(page)
        expect(errors).toEqual([])
      })
    }
  }
}

/** The only script a public page loads: the service worker's registration, a few hundred bytes (decision 079). */
const REGISTRATION = '/sw-register.js'
const onlyTheRegistration = (scripts: string[]) =>
  scripts.filter((url) => new URL(url).pathname !== REGISTRATION && !new URL(url).pathname.startsWith('/sw.js'))

test('public pages ship no JavaScript but the service worker’s registration', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
    await expect(page.locator('script')).toHaveCount(1)
    await expect(page.locator('script')).toHaveAttribute('src', REGISTRATION)
  }
  expect(onlyTheRegistration(scripts)).toEqual([])
})

// Pages that are mostly reading ship no script either (but the registration), signed out and signed in: their forms (the support
// form, the searches) post as plain HTML and the server answers with the messages (decision 004).
test('the support and help pages ship no JavaScript, signed out or signed in', async ({ page }) => {
  let scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  for (const signedIn of [false, true]) {
    if (signedIn) {
      await signUpThroughPage(page)
      // The signed-in page sign-up lands on fetches the offline queue's scripts when idle (decision 080); a page
      // without scripts in between ends it, so none of its late fetches is counted against the pages below.
      await page.goto('/about')
    }
    for (const path of ['/support', '/help', '/help/getting-started/first-things-to-do']) {
      scripts = []
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const where = `${path}, signed ${signedIn ? 'in' : 'out'}`
      await expect(page.locator('link[rel="modulepreload"]'), where).toHaveCount(0)
      await expect(page.locator(`script:not([src="${REGISTRATION}"])`), where).toHaveCount(0)
      expect(onlyTheRegistration(scripts), where).toEqual([])
    }
  }
})

test('public pages work the same with scripts switched off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  await context.close()
})

test('the not-found page links home', async ({ page }) => {
  await page.goto('/somewhere/that/does/not/exist')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('home: a free plan beside premium, free resources, six countries and four features', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Make a free plan' })).toHaveAttribute(
    'href',
    '/auth?tab=sign-up&redirectTo=%2Fdashboard',
  )
  await expect(main.getByRole('link', { name: 'Get Premium £14.99' })).toHaveAttribute('href', '/auth?payment=premium')
  await expect(main.getByRole('link', { name: 'Free Resources' })).toHaveAttribute('href', '/resources')
  const countries = page.getByRole('region', { name: 'Guidance for six countries' }).getByRole('link')
  await expect(countries).toHaveText([
    'Australia',
    'Canada',
    'Ireland',
    'New Zealand',
    'United Kingdom',
    'United States',
  ])
  await expect(countries.first()).toHaveAccessibleName('Australia')
  await expect(countries.first()).toHaveAttribute('href', '/resources/australia')
  const features = page.getByRole('region', { name: 'What Afterword does for you' }).getByRole('heading', { level: 3 })
  await expect(features).toHaveText([
    'Task Management',
    'Family Collaboration',
    'Document Management',
    'Regional Guidance',
  ])
})

test('home: the free way in leads through sign-up to onboarding; signed in, it leads to the plan', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'Make a free plan' }).click()
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await signUpThroughPage(page, undefined, '&redirectTo=%2Fdashboard')
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/onboarding')
  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'Go to your plan' }).click()
  await expect(page).toHaveURL('/onboarding')
})

test('premium: six features, the one-off price, and never a monthly one', async ({ page }) => {
  await page.goto('/premium')
  await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 })).toHaveCount(6)
  await expect(page.getByRole('region', { name: 'Premium' }).getByText('£14.99', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Premium £14.99' }).last()).toHaveAttribute(
    'href',
    '/auth?payment=premium',
  )
  await expect(page.getByRole('link', { name: 'View Free Resources' })).toHaveAttribute('href', '/resources')
  const text = await page.getByRole('main').innerText()
  expect(text).not.toMatch(/month|\$49\.99|trial/i)
})

test('privacy and terms say when they were last updated', async ({ page }) => {
  for (const path of ['/privacy', '/terms']) {
    await page.goto(path)
    await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
    await expect(page.getByText(/^Last updated/)).toBeVisible()
  }
})

test('the donate, premium and support pages say truly what is free, in words every country spells alike', async ({
  page,
}) => {
  await page.goto('/donate')
  const promise = page.getByText(/are free for every family/)
  await expect(promise).toHaveText(
    'Afterword’s task list, regional guides and help articles are free for every family. Donations keep them free.',
  )
  await expect(page.locator('main')).not.toContainText(
    /checklists? (is|are)? ?free|free for the tasks, guides and checklists/i,
  )

  await page.goto('/premium')
  await expect(page.getByText('The task list, the regional guides and the help articles stay free')).toBeVisible()
  await expect(page.locator('main')).toContainText('Premium adds the tools to keep it all together.')
  await expect(page.locator('main')).not.toContainText('guides and checklists stay free')

  await page.goto('/support')
  await expect(page.getByRole('heading', { name: 'Grief Support Services' })).toBeVisible()
  await expect(page.getByLabel('What is it about?').locator('option[value="Grief Counseling"]')).toHaveText(
    'Grief Support',
  )
  await expect(page.locator('main')).not.toContainText(/counseling/i)
})

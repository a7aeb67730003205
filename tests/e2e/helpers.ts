import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { COUNTRY_LIST } from '~/content/catalogue'

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
  expect(
    page.frames(),
    'axe runs in the page alone (decision 087): a page with a frame needs its default mode',
  ).toHaveLength(1)
  await waitForToastsToSettle(page)
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to gather the results of
  // frames, which these pages have none of (checked above), and that page was a quarter of each run's time.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
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
 * A toast caught while it fades in or out is drawn half transparent, and axe measures that as low contrast. Only
 * the toasts' own finite transitions are awaited: waiting for every animation on the page never ends on pages with
 * a looping one.
 */
async function waitForToastsToSettle(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).every(
      (toast) =>
        toast.dataset.mounted === 'true' &&
        toast
          .getAnimations({ subtree: true })
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
    ),
  )
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
  return { fullName: `Ann ${id}`, email: `ann-${id}@example.com`, password: 'rosemary-and-sage-7' }
}

/**
 * Makes the browser context's requests come from an address of its own (the test server trusts a proxy on
 * loopback, TRUST_PROXY=loopback): people sign up from their own homes, and the per-address limit on
 * sign-ups (30 in 10 minutes) would otherwise count the whole suite as one visitor once it runs fast.
 */
export async function fromOwnAddress(context: BrowserContext) {
  const [a, b, c] = randomBytes(3)
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${a}.${b}.${((c ?? 0) % 250) + 2}` })
}

export async function signUpThroughPage(page: Page, person = newPerson(), query = '') {
  await fromOwnAddress(page.context())
  await page.goto(`/auth?tab=sign-up${query}`)
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Create Account' }) })
  await form.getByLabel('Full name').fill(person.fullName)
  await form.getByLabel('E-mail address').fill(person.email)
  await form.getByLabel('Password').fill(person.password)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible()
  return person
}

interface PlanChoices {
  /** The country's label in the onboarding form: 'Australia', 'United Kingdom'... (its first region is kept). */
  country: string
  dateOfDeath?: string
  deceasedName?: string
}

/**
 * Signs up a new person and makes their plan; they end on the new dashboard. The forms are posted over HTTP
 * with the page's cookies, as the pages themselves post them: the pages are walked by onboarding.spec.ts and
 * payments.spec.ts, and walking them again for every test that only needs a family cost minutes of CI time.
 */
export async function personWithPlan(page: Page, choices: PlanChoices) {
  const person = newPerson()
  await fromOwnAddress(page.context())
  await postForm(page, '/auth', { intent: 'sign-up', ...person })
  const country = COUNTRY_LIST.find((candidate) => candidate.name === choices.country)
  if (!country) throw new Error(`No country called ${choices.country}`)
  await postForm(page, '/onboarding', { step: '2', intent: 'next', country: country.code })
  await postForm(page, '/onboarding', {
    step: '3',
    intent: 'next',
    deceasedName: choices.deceasedName ?? '',
    dateOfDeath: choices.dateOfDeath ?? '',
  })
  await postForm(page, '/onboarding', { step: '4', intent: 'complete' }, '/dashboard?plan=ready')
  await page.goto('/dashboard?plan=ready')
  return person
}

/**
 * personWithPlan through the pages themselves, for a browser whose name lookups only it knows
 * (--host-resolver-rules): the test runner's own HTTP client cannot reach such a name.
 */
export async function personWithPlanThroughPages(page: Page, choices: PlanChoices) {
  const person = await signUpThroughPage(page)
  await page.goto('/onboarding?step=2')
  await page.getByLabel(choices.country, { exact: true }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/onboarding?step=3')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/onboarding?step=4')
  await page.getByRole('button', { name: 'Complete Setup' }).click()
  await expect(page).toHaveURL('/dashboard?plan=ready')
  return person
}

/**
 * Posts a form as the page would (same cookies, same Origin) and checks where the server sent the person: a
 * refused form answers 400 with the page again, which must fail the test here, not three steps later.
 */
export async function postForm(page: Page, path: string, fields: Record<string, string>, expectedLocation?: string) {
  const origin = page.url() === 'about:blank' ? await baseOriginOf(page) : new URL(page.url()).origin
  const response = await page.request.post(path, { form: fields, headers: { Origin: origin }, maxRedirects: 0 })
  const location = response.headers()['location']
  if (response.status() >= 400 || (expectedLocation && location !== expectedLocation)) {
    throw new Error(
      `POST ${path} answered ${response.status()} ${location ?? ''}: ${(await response.text()).slice(0, 300)}`,
    )
  }
  return location
}

const baseOrigins = new WeakMap<Page, string>()

/**
 * The test's own baseURL (a spawned server's, in the specs that start one), read once per page from a relative
 * request: the page stays blank while personWithPlan posts its forms.
 */
async function baseOriginOf(page: Page): Promise<string> {
  const known = baseOrigins.get(page)
  if (known) return known
  const origin = new URL((await page.request.get('/healthz')).url()).origin
  baseOrigins.set(page, origin)
  return origin
}

/** Waits until React has taken over the server's HTML, so controls that act at once (no Save button) do. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/** Buys Premium for the signed-in person through the built-in test-mode checkout, over HTTP (as personWithPlan). */
export async function buyPremiumOverHttp(page: Page) {
  const checkout = await postForm(page, '/checkout', { type: 'premium' })
  if (!checkout?.includes('/checkout/test/'))
    throw new Error(`The checkout did not open the test checkout: ${checkout}`)
  const paid = await postForm(page, new URL(checkout, 'http://x').pathname, { intent: 'pay' })
  if (!paid?.startsWith('/payment-success')) throw new Error(`The test checkout did not take the payment: ${paid}`)
}

/** Buys Premium for the signed-in person through the built-in test-mode checkout, as they would. */
export async function buyPremium(page: Page) {
  await page.goto('/premium')
  await page.getByRole('button', { name: 'Get Premium £14.99' }).first().click()
  await expect(page.getByText('Test mode: no money moves')).toBeVisible()
  await page.getByRole('button', { name: 'Pay £14.99' }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
}

/** The one helper for a premium family: a new person, their plan made, and Premium bought in test mode. */
export async function premiumPersonWithPlan(page: Page, choices: PlanChoices) {
  const person = await personWithPlan(page, choices)
  await buyPremiumOverHttp(page)
  await page.goto('/dashboard')
  return person
}

/**
 * A relative joins the signed-in Admin's family as `role`: invited from /family, they open the e-mail's link in a
 * browser of their own (made with `options`: without JavaScript, say), make an account and accept. Returns their
 * page, on the dashboard.
 */
export async function relativeJoins(
  admin: Page,
  browser: Browser,
  role: 'Member' | 'Viewer',
  options: BrowserContextOptions = {},
) {
  const relative = newPerson()
  await admin.goto('/family')
  await admin.getByLabel('Full name').fill(relative.fullName)
  await admin.getByLabel('E-mail address').fill(relative.email)
  await admin.getByLabel('Role').selectOption(role)
  await admin.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${relative.fullName}`)
  const context = await browser.newContext(options)
  await fromOwnAddress(context)
  const page = await context.newPage()
  await page.goto('/dev/outbox')
  await page
    .getByRole('article')
    .filter({ hasText: `To ${relative.email}` })
    .getByRole('link', { name: /\/invite\// })
    .click()
  await acceptInvitationWithNewAccount(page, relative)
  return { page, person: relative }
}

/**
 * On an invitation's page (/invite/…), the invited person makes an account with their full name and accepts;
 * they land on the family's dashboard.
 */
export async function acceptInvitationWithNewAccount(
  page: Page,
  person: { fullName: string; email: string; password: string },
) {
  await page.getByRole('link', { name: 'Create an account' }).click()
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Create Account' }) })
  await form.getByLabel('Full name').fill(person.fullName)
  await form.getByLabel('E-mail address').fill(person.email)
  await form.getByLabel('Password').fill(person.password)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await page.getByRole('link', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  // Joining then loads the whole dashboard as a new document. (A page that had not moved on in CI was a refusal,
  // not slowness: a click before the scripts had run was a plain post, refused for its `Origin: null`.)
  await expect(page).toHaveURL('/dashboard?joined=1')
}

/** A task list's row whose title is (or matches) `title`: its heading starts with the title, then its facts. */
export function taskRow(page: Page, title: string | RegExp) {
  const name = typeof title === 'string' ? new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : title
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) })
}

/**
 * Opens a task's row to its details and controls (a button with JavaScript, a link without), unless it is
 * open, and returns the row.
 */
export async function openTaskRow(page: Page, title: string | RegExp) {
  const row = taskRow(page, title).first()
  const toggle = row.getByRole('heading', { level: 2 }).locator('button, a')
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  return row
}

/** Fails when the page scrolls sideways (WCAG 1.4.10 Reflow), naming the page and by how much. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${page.url()} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0)
}

/** The date `offsetDays` from today in London, as the forms take it ('YYYY-MM-DD'): -10 is ten days ago. */
export function londonDate(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date)
}

/** A downloaded PDF's text, every page, with runs of white space made one space. */
export async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)) }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join(' ').replace(/\s+/g, ' ')
}

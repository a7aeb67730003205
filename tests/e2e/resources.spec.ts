import { expect, test, type Page } from '@playwright/test'
import { COUNTRY_LIST } from '~/content/catalogue'
import { COUNTRY_MODULES, findRegion } from '~/content/countries.server'
import { phoneLink } from '~/content/phone'
import type { CountryCode, Office } from '~/content/schema'
import { PRERENDERED_PATHS } from '~/prerendered-paths.server'
import { collectPageErrors, COLOR_SCHEMES, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS } from './helpers'

// A state, a nation and an Irish county stand for the 118 region pages, which share one layout.
const RESOURCE_PAGES = [
  '/resources',
  '/regions',
  ...COUNTRY_LIST.map((country) => `/resources/${country.slug}`),
  '/resources/usa/california',
  '/resources/uk/northern-ireland',
  '/resources/ireland/cork',
]

// Axe over these pages is a large share of CI's time, so each check runs where it can find something new. The
// six country pages share one layout and the region pages another: every page is checked at the phone width
// (with its overflow), the desktop width on the two longest country pages and on the region pages, and the dark
// scheme (whose colours are the same at every width) at the phone width on one page of each layout.
const COUNTRY_PAGES = COUNTRY_LIST.map((country) => `/resources/${country.slug}`)
function checkedAt(path: string, viewport: (typeof VIEWPORTS)[number], colorScheme: (typeof COLOR_SCHEMES)[number]) {
  if (colorScheme === 'dark') {
    return (
      viewport.name === 'phone' &&
      ['/resources', '/regions', '/resources/usa', '/resources/usa/california'].includes(path)
    )
  }
  if (viewport.name === 'phone') return true
  return !COUNTRY_PAGES.includes(path) || path === '/resources/usa' || path === '/resources/new-zealand'
}
const CASES = VIEWPORTS.flatMap((viewport) => COLOR_SCHEMES.map((colorScheme) => ({ viewport, colorScheme })))

for (const path of RESOURCE_PAGES) {
  for (const { viewport, colorScheme } of CASES.filter((c) => checkedAt(path, c.viewport, c.colorScheme))) {
    test(`${path} at ${viewport.width}px in ${colorScheme} mode renders accessibly`, async ({ page }) => {
      // axe checks every node: the long country pages take a while on a busy 2-core machine.
      test.slow()
      const errors = collectPageErrors(page)
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme })
      expect((await page.goto(path))?.status()).toBe(200)
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    })
  }
}

test('/resources links to the six countries and to support', async ({ page }) => {
  await page.goto('/resources')
  for (const country of COUNTRY_LIST) {
    await expect(page.getByRole('link', { name: `${country.name} guide` })).toHaveAttribute(
      'href',
      `/resources/${country.slug}`,
    )
  }
  await expect(page.getByRole('heading', { name: 'Can’t Find Your Country?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support')
})

test('/regions lists every region with its page and a Select link', async ({ page }) => {
  await page.goto('/regions')
  await expect(page.getByRole('link', { name: 'Request New Region' })).toHaveAttribute('href', '/support')
  for (const country of COUNTRY_LIST) {
    const { regions } = COUNTRY_MODULES[country.code].content
    const section = page.getByRole('region', { name: country.name })
    await expect(section.getByRole('listitem')).toHaveCount(regions.length)
    const first = regions[0]!
    await expect(section.getByRole('listitem').first()).toContainText(first.code)
    await expect(section.getByRole('link', { name: `Select ${first.name}` })).toHaveAttribute(
      'href',
      `/onboarding?region=${first.code}`,
    )
  }
  await page.getByRole('link', { name: 'New South Wales', exact: true }).click()
  await expect(page).toHaveURL(/\/resources\/australia\/new-south-wales$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New South Wales')
})

test('/regions counts places as people name them and shows each region’s first legal steps', async ({ page }) => {
  await page.goto('/regions')
  const country = (name: string) => page.getByRole('region', { name })
  await expect(country('United States')).toContainText('50 states and the District of Columbia')
  await expect(country('United Kingdom')).toContainText('4 nations')
  for (const name of ['Ireland', 'New Zealand']) {
    await expect(country(name)).toContainText('Covered nationally: one plan for the whole country')
  }
  await expect(page.locator('main')).not.toContainText(/51 states|1 county|1 region\b/)

  const england = findRegion('uk-england')!
  const [first, second] = england.module.legalActions(england.region).map((action) => action.title)
  const englandEntry = country('United Kingdom').getByRole('listitem').filter({ hasText: 'England' })
  await expect(englandEntry).toContainText(`First legal steps: ${first} · ${second}`)

  const states = country('United States')
  await states.getByText('The 7 practical tasks every plan holds').click()
  await expect(states.getByText(/Gather and organize important documents/)).toBeVisible()
})

test('a region page names its country as a sentence does: ‘the United Kingdom’', async ({ page }) => {
  await page.goto('/resources/uk/england')
  await expect(page.getByText('Languages, support and more for the United Kingdom')).toBeVisible()
})

test('a region page gives the national services and payments that serve it, with their numbers', async ({ page }) => {
  await page.goto('/resources/uk/england')
  const services = page.getByRole('region', { name: 'National services and payments' })
  await expect(services.getByRole('heading', { name: 'Tell Us Once' })).toBeVisible()
  await expect(services.getByRole('heading', { name: 'Bereavement Support Payment' })).toBeVisible()
  await expect(services.locator(`a[href="${phoneLink('UK', '0800 151 2012')!.href}"]`)).toHaveText('0800 151 2012')
  // Tell Us Once does not serve Northern Ireland, so its page leaves it out.
  await page.goto('/resources/uk/northern-ireland')
  const ni = page.getByRole('region', { name: 'National services and payments' })
  await expect(ni.getByRole('heading', { name: 'Bereavement Support Payment' })).toBeVisible()
  await expect(ni.getByRole('heading', { name: 'Tell Us Once' })).toHaveCount(0)
  await page.goto('/resources/usa/california')
  await expect(page.getByRole('region', { name: 'National services and payments' })).toContainText('$255')
})

test('a region page’s plan gives each deadline as the plan words it', async ({ page }) => {
  await page.goto('/resources/uk/england')
  const plan = page.getByRole('region', { name: 'Your plan' })
  const register = plan.getByRole('listitem').filter({ hasText: 'Legal deadline: ' }).first()
  await expect(register).toContainText(/within 5 days/i)
})

test('other names of a country or place answer 301 with the page’s own address', async ({ request }) => {
  const cases: Array<[string, string]> = [
    ['/resources/united-kingdom', '/resources/uk'],
    ['/resources/great-britain', '/resources/uk'],
    ['/resources/gb', '/resources/uk'],
    ['/resources/england', '/resources/uk/england'],
    ['/resources/united-states', '/resources/usa'],
    ['/resources/us', '/resources/usa'],
    ['/resources/USA', '/resources/usa'],
    ['/resources/nz', '/resources/new-zealand'],
    ['/resources/aotearoa', '/resources/new-zealand'],
    ['/resources/eire', '/resources/ireland'],
    ['/resources/united-kingdom/england', '/resources/uk/england'],
    ['/resources/us/texas', '/resources/usa/texas'],
    ['/resources/usa/ca', '/resources/usa/california'],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(new URL(response.headers()['location']!, 'http://x').pathname, from).toBe(to)
  }
  const landed = await request.get('/resources/united-kingdom')
  expect(landed.status()).toBe(200)
  expect(await landed.text()).toContain('United Kingdom')
})

/** Every phone number of these offices is a tel: link that dials, shown as written. */
async function expectPhonesDial(page: Page, country: CountryCode, offices: Office[]) {
  for (const phone of new Set(offices.flatMap((office) => (office.phone ? [office.phone] : [])))) {
    const expected = phoneLink(country, phone)
    expect(expected, phone).not.toBeNull()
    await expect(page.locator(`a[href="${expected!.href}"]`).first()).toHaveText(phone)
  }
}

/** Links to other sites open in a new tab without passing anything of ours along. */
async function expectExternalLinksSafe(page: Page) {
  const external = await page
    .locator('a[href^="http"]')
    .evaluateAll((links) =>
      links.map((link) => ['href', 'target', 'rel'].map((name) => link.getAttribute(name)).join(' ')),
    )
  expect(external.length).toBeGreaterThan(0)
  expect(external.filter((link) => !/^https:\/\/\S+ _blank noopener noreferrer$/.test(link))).toEqual([])
}

for (const country of COUNTRY_LIST) {
  test(`/resources/${country.slug}: every region linked, sourced facts, working phone and web links`, async ({
    page,
  }) => {
    const { content } = COUNTRY_MODULES[country.code]
    await page.goto(`/resources/${country.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(country.name)
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources')
    // Each region (or, in a one-region country, each county or local region) is listed with a link to its page.
    const places = content.regions.length > 1 ? content.regions : content.localOffices
    const entries = page.locator('#regions > div > ul > li')
    await expect(entries).toHaveCount(places.length)
    await expect(entries.first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^/resources/${country.slug}/[a-z-]+$`),
    )

    const oneRegion = content.regions.length === 1 ? content.regions : []
    await expectPhonesDial(page, country.code, [
      ...oneRegion.flatMap((r) => [r.registry, r.probateCourt, ...r.otherOffices]),
      ...content.nationalContacts,
      ...content.supportServices,
    ])
    await expectExternalLinksSafe(page)
    await expect(page.getByText(/^Source:/).first()).toContainText('checked')
  })
}

test('a state page gives its deciding figures with their sources, its offices, and a plan to start', async ({
  page,
}) => {
  const { region } = findRegion('us-ca')!
  await page.goto('/resources/usa/california')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('California')
  const figures = page.locator('#key-figures')
  const smallEstate = figures.locator('dl > div').filter({ has: page.getByRole('term').getByText('Small estates') })
  await expect(smallEstate.getByRole('definition')).toContainText(`$${region.smallEstate.amount!.toLocaleString('en')}`)
  await expect(smallEstate.getByText(/^Source:/)).toContainText('checked')
  await expect(figures.getByRole('term').getByText('Registering the death')).toBeVisible()
  await expectPhonesDial(page, 'US', [region.registry, region.probateCourt, ...region.otherOffices])
  await expectExternalLinksSafe(page)
  await expect(page.getByRole('link', { name: 'Start a plan for California' })).toHaveAttribute(
    'href',
    '/onboarding?region=us-ca',
  )
})

test('a number that only works inside the country dials its national digits and offers no form for abroad', async ({
  page,
}) => {
  // Service NSW's 13 77 88 is on the New South Wales page, with the registry.
  await page.goto('/resources/australia/new-south-wales')
  const link = page.locator('a[href="tel:137788"]').first()
  await expect(link).toHaveText('13 77 88')
  const row = page.getByRole('listitem').filter({ has: link }).first()
  await expect(row).toContainText('from within the country only')
  await expect(row).not.toContainText('+61')
  await expect(page.locator('a[href="tel:+61137788"]')).toHaveCount(0)
})

test('an old link to a state’s card lands on its entry, which leads to its page and back', async ({ page }) => {
  await page.goto('/resources/usa#us-tx')
  const entry = page.locator('#us-tx')
  await expect(entry).toBeInViewport()
  const texas = entry.getByRole('link', { name: 'Texas', exact: true })
  await texas.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/resources\/usa\/texas$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Texas')
  await page.getByRole('link', { name: 'Back to United States' }).click()
  await expect(page).toHaveURL(/\/resources\/usa#us-tx$/)
  await expect(page.locator('#us-tx')).toBeInViewport()
})

test('an unknown country or region is not found', async ({ page }) => {
  for (const path of ['/resources/atlantis', '/resources/usa/atlantis', '/resources/atlantis/texas']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  }
})

test('every public page is light: under 100 KB of HTML', async ({ request }) => {
  const heavy: string[] = []
  for (const path of PRERENDERED_PATHS) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const bytes = (await response.body()).length
    if (bytes >= 100 * 1024) heavy.push(`${path}: ${(bytes / 1024).toFixed(1)} KB`)
  }
  expect(heavy).toEqual([])
})

import { expect, test } from '@playwright/test'
import { COUNTRY_LIST } from '~/content/catalogue'
import { COUNTRY_MODULES } from '~/content/countries.server'
import { phoneLink } from '~/content/phone'
import { COLOR_SCHEMES, VIEWPORTS, collectPageErrors, expectNoAxeViolations } from './helpers'

const RESOURCE_PAGES = ['/resources', '/regions', ...COUNTRY_LIST.map((country) => `/resources/${country.slug}`)]

// Dark mode is checked at the phone width only: the colours are the same at every width, the desktop header's
// dark colours are checked on the public pages, and axe over these long pages is a large share of CI's time.
const CASES = VIEWPORTS.flatMap((viewport) =>
  COLOR_SCHEMES.filter((scheme) => scheme === 'light' || viewport.name === 'phone').map((colorScheme) => ({
    viewport,
    colorScheme,
  })),
)

for (const path of RESOURCE_PAGES) {
  for (const { viewport, colorScheme } of CASES) {
    test(`${path} at ${viewport.width}px in ${colorScheme} mode renders accessibly`, async ({ page }) => {
      // axe checks every node: the long country pages take a while on a busy 2-core machine.
      test.slow()
      const errors = collectPageErrors(page)
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme })
      expect((await page.goto(path))?.status()).toBe(200)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
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

test('/regions shows every region with its code, previews and a Select button', async ({ page }) => {
  await page.goto('/regions')
  await expect(page.getByRole('link', { name: 'Request New Region' })).toHaveAttribute('href', '/support')
  for (const country of COUNTRY_LIST) {
    const { regions } = COUNTRY_MODULES[country.code].content
    const section = page.getByRole('region', { name: country.name })
    await expect(section.getByRole('article')).toHaveCount(regions.length)
    const first = regions[0]!
    const card = section.getByRole('article', { name: first.name, exact: true })
    await expect(card).toContainText(first.code)
    await expect(card.getByText('and 5 more')).toBeVisible()
    await expect(card.getByRole('link', { name: `Select ${first.name}` })).toHaveAttribute(
      'href',
      `/onboarding?region=${first.code}`,
    )
  }
})

for (const country of COUNTRY_LIST) {
  test(`/resources/${country.slug}: every region, sourced facts, working phone and web links`, async ({ page }) => {
    const { content } = COUNTRY_MODULES[country.code]
    await page.goto(`/resources/${country.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(country.name)
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources')
    const regionCards = page
      .locator('#regions')
      .getByRole('article')
      .filter({ has: page.locator('h3') })
    await expect(regionCards).toHaveCount(content.regions.length)
    await expect(page.locator('#local-offices > div > ul > li')).toHaveCount(content.localOffices.length)

    // Every phone number in the data is a tel: link in international form.
    const phones = [
      ...content.regions.flatMap((r) => [r.registry, r.probateCourt, ...r.otherOffices]),
      ...content.nationalContacts,
      ...content.supportServices,
    ].flatMap((office) => (office.phone ? [office.phone] : []))
    for (const phone of new Set(phones)) {
      const expected = phoneLink(country.code, phone)
      expect(expected, phone).not.toBeNull()
      await expect(page.locator(`a[href="${expected!.href}"]`).first()).toHaveText(phone)
    }

    // Links to other sites open in a new tab without passing anything of ours along.
    const external = await page
      .locator('a[href^="http"]')
      .evaluateAll((links) =>
        links.map((link) => ['href', 'target', 'rel'].map((name) => link.getAttribute(name)).join(' ')),
      )
    expect(external.length).toBeGreaterThan(content.regions.length)
    const misfits = external.filter((link) => !/^https:\/\/\S+ _blank noopener noreferrer$/.test(link))
    expect(misfits).toEqual([])
    // Each region card names its sources and when they were checked.
    await expect(
      regionCards
        .first()
        .getByText(/^Source:/)
        .first(),
    ).toContainText('checked')
  })
}

test('a number that only works inside the country dials its national digits and offers no form for abroad', async ({
  page,
}) => {
  await page.goto('/resources/australia')
  const link = page.locator('a[href="tel:137788"]').first()
  await expect(link).toHaveText('13 77 88')
  const row = page.getByRole('listitem').filter({ has: link }).first()
  await expect(row).toContainText('from within the country only')
  await expect(row).not.toContainText('+61')
  await expect(page.locator('a[href="tel:+61137788"]')).toHaveCount(0)
})

test('the jump list takes a keyboard user to their state and back', async ({ page }) => {
  await page.goto('/resources/usa')
  const jumpList = page.getByRole('navigation', { name: 'Find your state' })
  const texas = jumpList.getByRole('link', { name: 'Texas', exact: true })
  await texas.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#us-tx$/)
  const card = page.getByRole('article', { name: 'Texas (TX)' })
  await expect(card).toBeInViewport()
  // The next Tab continues from Texas's card, not from the top of the page.
  await page.keyboard.press('Tab')
  const focusedInCard = await card.evaluate((element) => element.contains(document.activeElement))
  expect(focusedInCard).toBe(true)
  await card.getByRole('link', { name: 'Back to the list of states' }).click()
  await expect(jumpList).toBeInViewport()
})

test('an unknown country is not found', async ({ page }) => {
  const response = await page.goto('/resources/atlantis')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
})

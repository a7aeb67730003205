import { expect, test } from '@playwright/test'
import { collectPageErrors, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS } from './helpers'

const ARTICLE = '/help/legal-guidance/registering-a-death'

for (const { path, heading } of [
  { path: '/help', heading: 'Help and answers' },
  { path: ARTICLE, heading: 'Registering a death' },
]) {
  for (const viewport of VIEWPORTS) {
    test(`${path} at ${viewport.width}px renders accessibly`, async ({ page }) => {
      const errors = collectPageErrors(page)
      await page.setViewportSize(viewport)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    })
  }
}

test('the help centre counts each category from its articles and opens an article with its date', async ({ page }) => {
  await page.goto('/help')
  const legal = page.getByRole('region', { name: 'Legal Guidance' })
  const links = legal.getByRole('list').getByRole('link')
  await expect(legal.getByText(`${await links.count()} articles`)).toBeVisible()
  await legal.getByRole('link', { name: 'Registering a death' }).click()
  await expect(page).toHaveURL(ARTICLE)
  await expect(page.getByText(/Last updated \d+ \w+ 20\d\d/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'the United Kingdom' })).toHaveAttribute('href', '/resources/uk')
})

test('the help search goes to the support page with the text, and not when it is blank', async ({ browser }) => {
  // Works the same without JavaScript: the page is static HTML with a plain GET form.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/help')
  const search = page.getByRole('searchbox', { name: 'Search help articles' })
  await search.fill('   ')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL('/help')
  await search.fill('death certificate')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL('/support?search=death+certificate')
  await context.close()
})

test('an unknown help article is a 404', async ({ page }) => {
  const response = await page.goto('/help/legal-guidance/no-such-article')
  expect(response?.status()).toBe(404)
})

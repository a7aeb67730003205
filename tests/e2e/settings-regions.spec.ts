import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, personWithPlan, waitForHydration } from './helpers'

// The settings page sends only the saved country's regions: another country's come when it is chosen (fetched
// with JavaScript, by the 'Show the regions' post without).

test('choosing another country in settings lists its regions, and the change is saved', async ({ page }) => {
  await personWithPlan(page, { country: 'United Kingdom' })
  await page.goto('/dashboard/settings')
  await waitForHydration(page)
  const region = page.locator('select[name="region"]')
  await expect(region.locator('option', { hasText: 'Scotland' })).toHaveCount(1)
  await page.getByLabel('Canada', { exact: true }).check()
  await expect(region.locator('option', { hasText: 'Ontario' })).toHaveCount(1)
  await expect(region.locator('option', { hasText: 'Scotland' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Show the regions for this country' })).toBeHidden()
  await region.selectOption({ label: 'British Columbia' })
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Your details are saved.').first()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Canada', { exact: true })).toBeChecked()
  await expect(region).toHaveValue('ca-bc')
})

test('without JavaScript, settings show another country’s regions after the button posts the choice', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await personWithPlan(page, { country: 'United Kingdom' })
  await page.goto('/dashboard/settings')
  await page.getByLabel('Canada', { exact: true }).check()
  await page.getByRole('button', { name: 'Show the regions for this country' }).click()
  const region = page.locator('select[name="region"]')
  await expect(page.getByLabel('Canada', { exact: true })).toBeChecked()
  await expect(region.locator('option', { hasText: 'Ontario' })).toHaveCount(1)
  await region.selectOption({ label: 'Alberta' })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.goto('/dashboard/settings')
  await expect(page.getByLabel('Canada', { exact: true })).toBeChecked()
  await expect(region).toHaveValue('ca-ab')
  await context.close()
})

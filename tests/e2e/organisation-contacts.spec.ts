import { expect, test } from '@playwright/test'
import { collectPageErrors, premiumPersonWithPlan, VIEWPORTS, waitForHydration } from './helpers'

// An organisation's phone number and address (docs/decisions/081-organisation-phone-and-address.md): typed in,
// refused when it cannot be a number, and shown as a link the phone dials.

test('a family adds an organisation’s phone number and address, and the number is a link to ring', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectPageErrors(page)
  await page.setViewportSize(VIEWPORTS[0])
  await premiumPersonWithPlan(page, { country: 'United Kingdom', deceasedName: 'Margaret Jones' })
  await page.goto('/dashboard/organisations')
  await waitForHydration(page)

  await page.getByRole('link', { name: 'Add organisations' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add organisations' })
  await dialog.getByLabel('Name', { exact: true }).fill('Leeds Credit Union')
  await dialog.getByLabel('Phone number').fill('call the branch')
  await dialog.getByLabel('Postal address').fill('Freepost LCU\nLeeds LS1 1AA')
  await dialog.getByRole('button', { name: 'Add this organisation' }).click()
  await expect(dialog.getByText('A phone number can only have digits')).toBeVisible()

  await dialog.getByLabel('Phone number').fill('0113 242 3343')
  await dialog.getByRole('button', { name: 'Add this organisation' }).click()
  await expect(dialog).toBeHidden()

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Leeds Credit Union' }) })
  const ring = card.getByRole('link', { name: '0113 242 3343' })
  await expect(ring).toHaveAttribute('href', /^tel:(\+44|0)1132423343$/)
  await expect(card.locator('address')).toHaveText('Freepost LCULeeds LS1 1AA')
  expect(errors).toEqual([])
})

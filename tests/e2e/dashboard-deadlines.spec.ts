import { expect, test } from '@playwright/test'
import { collectPageErrors, expectNoAxeViolations, londonDate, personWithPlan } from './helpers'

test('a free person past the registration deadline sees it first on the dashboard, with its date', async ({ page }) => {
  const errors = collectPageErrors(page)
  await personWithPlan(page, { country: 'United Kingdom', deceasedName: 'Ann', dateOfDeath: londonDate(-10) })
  await page.goto('/dashboard')

  const panel = page.getByRole('heading', { level: 2, name: 'Needs doing first' }).locator('xpath=../..')
  await expect(panel).toBeVisible()
  const overdue = panel.getByRole('region', { name: 'Past its deadline' })
  const registration = overdue.getByRole('listitem').filter({ hasText: /Register the death/ })
  await expect(registration).toBeVisible()
  await expect(registration.getByText(/^Overdue: was due /)).toBeVisible()

  // It comes before the plan's other panels, and the free dashboard still offers Premium's extras calmly.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
  expect(headings[0]).toBe('Needs doing first')
  await expect(page.getByRole('heading', { name: 'Deadlines and activity' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})

import { expect, test, type Page } from '@playwright/test'
import { buyPremium, collectPageErrors, expectNoAxeViolations, signUpThroughPage } from './helpers'

type Target = { input: string } | { button: string }

/** Presses Tab until the focused element is the one described, as a keyboard user would. */
async function tabTo(page: Page, target: Target, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    const found = await page.evaluate((wanted) => {
      const element = document.activeElement
      if (!element) return false
      if ('input' in wanted) return element.getAttribute('name') === wanted.input
      return element.tagName === 'BUTTON' && element.textContent?.trim() === wanted.button
    }, target)
    if (found) return
  }
  throw new Error(`tabTo: ${JSON.stringify(target)} not reached after ${limit} presses`)
}

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 4`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step))
}

test('the whole wizard by keyboard alone, then the plan is on the dashboard', async ({ page }) => {
  test.slow()
  const errors = collectPageErrors(page)
  await signUpThroughPage(page)
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/onboarding')
  await expect(page.getByRole('heading', { level: 1, name: 'Begin Your Journey' })).toBeVisible()

  await expectStep(page, 1, 'About you')
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect(page.getByRole('link', { name: 'Get Support' })).toHaveAttribute('href', '/support')
  await expectNoAxeViolations(page)
  await tabTo(page, { input: 'role' })
  await page.keyboard.press('ArrowDown') // from 'Surviving partner' to 'Executor'
  await expect(page.getByLabel('Executor or administrator of the estate')).toBeChecked()
  await page.keyboard.press('Enter')

  await expectStep(page, 2, 'Where they lived')
  await expectNoAxeViolations(page)
  await tabTo(page, { input: 'country' })
  // Australia is first; four steps down is the United Kingdom. Its first nation is selected at once.
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('United Kingdom')).toBeChecked()
  await expect(page.getByLabel('Nation', { exact: true })).toHaveValue('uk-england')
  await tabTo(page, { button: 'Continue' })
  await page.keyboard.press('Enter')

  await expectStep(page, 3, 'The person who died')
  await expectNoAxeViolations(page)
  await tabTo(page, { input: 'deceasedName' })
  await page.keyboard.type('Margaret Hill')
  await tabTo(page, { input: 'dateOfDeath' })
  await page.keyboard.type('11102026') // the browser's date field, in US order: 10 November 2026
  await expect(page.getByLabel('Date of death (optional)')).toHaveValue('2026-11-10')
  await page.keyboard.press('Enter')

  await expectStep(page, 4, 'What matters most now')
  await expectNoAxeViolations(page)
  await tabTo(page, { input: 'priorities' })
  await page.keyboard.press('Space')
  await tabTo(page, { button: 'Complete Setup' })
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL('/dashboard?plan=ready')
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible()
  await expect(page.getByText('For Margaret Hill, in England, United Kingdom')).toBeVisible()
  await expect(page.getByRole('status')).toContainText(/Your plan is ready: \d+ tasks for England/)
  // The next deadlines are the advanced dashboard: Premium.
  await expect(page.getByRole('heading', { name: 'Deadlines and activity' })).toBeVisible()
  await buyPremium(page)
  await page.goto('/dashboard')
  const register = page.getByRole('listitem').filter({ hasText: 'Register the death within 5 days' }).first()
  // 'Due by' or, once the day has passed, 'Overdue: was due'.
  await expect(register).toContainText(/(Due by|Overdue: was due) 15 November 2026/)
  await expect(register.getByRole('link', { name: /Where this comes from/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.gov\.uk\//,
  )
  await expect(page.getByText(/0 of \d+ tasks completed \(0%\)/)).toBeVisible()
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each step is a form post; answers survive going back; the country button lists its regions', async ({
    page,
  }) => {
    await signUpThroughPage(page)
    await page.goto('/onboarding')
    await page.getByLabel('Friend').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expectStep(page, 2, 'Where they lived')
    await page.getByLabel('New Zealand').check()
    await page.getByRole('button', { name: 'Show the regions for this country' }).click()
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('nz')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expectStep(page, 3, 'The person who died')

    // A date in the future is refused next to the field, and the step stays.
    await page.getByLabel('Date of death (optional)').fill('2999-01-01')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expectStep(page, 3, 'The person who died')
    await expect(page.getByText('The date of death cannot be in the future')).toBeVisible()
    await expect(page.getByLabel('Date of death (optional)')).toHaveValue('2999-01-01')

    await page.getByLabel('Date of death (optional)').fill('')
    await page.getByRole('button', { name: 'Previous' }).click()
    await expectStep(page, 2, 'Where they lived')
    await expect(page.getByLabel('New Zealand')).toBeChecked()
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByLabel('Friend')).toBeChecked()

    await page.goto('/onboarding?step=4')
    await page.getByRole('button', { name: 'Complete Setup' }).click()
    await expect(page).toHaveURL('/dashboard?plan=ready')
    await expect(page.getByRole('status')).toContainText('Add the date of death in Settings')
    await page.goto('/dashboard/tasks?search=High+Court')
    await expect(page.getByRole('heading', { name: /Apply to the High Court of New Zealand/ })).toBeVisible()
  })
})

test('settings: all six countries, a new date of death moves the deadlines, bad input is refused', async ({ page }) => {
  test.slow()
  const errors = collectPageErrors(page)
  await signUpThroughPage(page)
  // The dashboard's deadlines are Premium.
  await buyPremium(page)
  await page.goto('/onboarding?step=2')
  await page.getByLabel('Ireland').check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Date of death (optional)').fill('2026-11-01')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Complete Setup' }).click()
  await expect(page).toHaveURL('/dashboard?plan=ready')
  // Ireland: register within 3 months of the death (the rule in force).
  await expect(page.getByText(/(Due by|Overdue: was due) 1 February 2027/).first()).toBeVisible()

  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')
  for (const country of ['Australia', 'Canada', 'Ireland', 'New Zealand', 'United Kingdom', 'United States']) {
    await expect(page.getByRole('radio', { name: country })).toBeVisible()
  }
  await expectNoAxeViolations(page)

  await page.getByLabel('Date of death (optional)').fill('2026-10-01')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible()
  await expect(page.getByRole('status').first()).toContainText('due date')

  // Refused next to the field; the saved date stays.
  await page.getByLabel('Date of death (optional)').fill('1899-12-31')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('The date of death must be in 1900 or later')).toBeVisible()
  await expect(page.getByLabel('Date of death (optional)')).toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('button', { name: 'Regenerate plan for my region' }).click()
  await expect(page.getByText('Your plan already has every task for your region.').first()).toBeVisible()

  await page.getByRole('link', { name: 'Back to Dashboard' }).click()
  await expect(page.getByText(/(Due by|Overdue: was due) 1 January 2027/).first()).toBeVisible()
  expect(errors).toEqual([])
})

test('a region selected on /regions is carried through sign-up into onboarding, and again when signed in', async ({
  page,
}) => {
  await page.goto('/regions')
  await page.getByRole('link', { name: 'Select Scotland' }).click()
  await expect(page).toHaveURL('/auth?tab=sign-up&redirectTo=%2Fonboarding%3Fregion%3Duk-scotland')
  await signUpThroughPage(page, undefined, `&redirectTo=${encodeURIComponent('/onboarding?region=uk-scotland')}`)
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/onboarding?region=uk-scotland')
  await expect(page.getByText('Your plan will be for Scotland, United Kingdom, as you chose.')).toBeVisible()
  await page.getByLabel('Executor or administrator of the estate').check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectStep(page, 2, 'Where they lived')
  await expect(page.getByLabel('United Kingdom')).toBeChecked()
  await expect(page.getByLabel('Nation', { exact: true })).toHaveValue('uk-scotland')

  // Signed in: straight to onboarding with the new choice; an unknown region is ignored calmly.
  await page.goto('/regions')
  await page.getByRole('link', { name: 'Select Ireland' }).click()
  await expect(page).toHaveURL('/onboarding?region=ie')
  await expect(page.getByText('Your plan will be for Ireland, as you chose.')).toBeVisible()
  await page.goto('/onboarding?region=uk-atlantis&step=2')
  await expectStep(page, 2, 'Where they lived')
  await expect(page.getByLabel('Nation', { exact: true })).toHaveValue('uk-scotland')
})

test('the country step says it is needed, refuses to go on without it, and keeps the other answers', async ({
  page,
}) => {
  await signUpThroughPage(page)
  await page.goto('/onboarding')
  await page.getByLabel('Friend').check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectStep(page, 2, 'Where they lived')
  await expect(page.getByText('We need the country to build your plan')).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectStep(page, 2, 'Where they lived')
  await expect(page.getByText('Choose the country where the person lived: we need it to build your plan')).toBeVisible()
  await expect(page.getByText('Your answers on the other steps are kept.')).toBeVisible()

  // The later steps cannot be reached around it.
  await page.goto('/onboarding?step=4')
  await expectStep(page, 2, 'Where they lived')
  await expect(page.getByText('Choose the country where the person lived: we need it to build your plan')).toBeVisible()

  await page.getByRole('button', { name: 'Previous' }).click()
  await expectStep(page, 1, 'About you')
  await expect(page.getByLabel('Friend')).toBeChecked()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Canada').check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectStep(page, 3, 'The person who died')
})

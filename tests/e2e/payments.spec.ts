import { expect, test } from '@playwright/test'
import {
  buyPremium,
  premiumPersonWithPlan,
  relativeJoins,
  expectNoAxeViolations,
  personWithPlan,
  signUpThroughPage,
  VIEWPORTS,
  waitForHydration,
} from './helpers'

test('buy Premium in test mode from the home page, see it activated, and its receipt in the outbox', async ({
  page,
}) => {
  const person = await personWithPlan(page, { country: 'United Kingdom' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Get Premium £14.99' }).first().click()
  await expect(page.getByText('Test mode: no money moves')).toBeVisible()
  await expect(page.getByText('£14.99', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Pay £14.99' }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText('Premium access has been activated!').first()).toBeVisible()
  await page.getByRole('link', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL('/dashboard')

  await page.goto('/premium')
  await expect(page.getByRole('heading', { name: 'You have Premium Access!' })).toBeVisible()
  await page.goto('/dashboard/settings')
  await expect(page.getByRole('heading', { name: 'Your receipts' })).toBeVisible()
  await expect(page.getByText(/^Premium, £14\.99, paid on/)).toBeVisible()
  await page.goto('/dev/outbox')
  await expect(page.getByText('Your receipt from Afterword: £14.99').first()).toBeVisible()
  await expect(page.getByText(person.email).first()).toBeVisible()
})

test('donate a custom £12.50 from /donate', async ({ page }) => {
  await signUpThroughPage(page)
  await page.goto('/donate')
  await expect(page.getByRole('heading', { name: 'Support Our Mission' })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Enter custom amount' }).click()
  await page.getByLabel('Your donation (£)').fill('12.50')
  await page.getByRole('button', { name: 'Donate' }).click()
  await expect(page.getByText('£12.50', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Pay £12.50' }).click()
  await expect(page.getByText('Thank you for your donation!').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/')
})

test('under £10 the button waits, and the server says why if it is asked anyway', async ({ page }) => {
  await signUpThroughPage(page)
  await page.goto('/donate?custom=1')
  await waitForHydration(page)
  await page.getByLabel('Your donation (£)').fill('5')
  await expect(page.getByRole('button', { name: 'Donate' })).toBeDisabled()
  // 'Use slider instead' clears the typed amount.
  await page.getByRole('link', { name: 'Use slider instead' }).click()
  await page.getByRole('link', { name: 'Enter custom amount' }).click()
  await expect(page.getByLabel('Your donation (£)')).toHaveValue('')

  const origin = new URL(page.url()).origin
  const refused = await page.request.post('/checkout', {
    form: { type: 'donation', amount: '5' },
    headers: { origin },
    maxRedirects: 0,
  })
  expect(refused.headers()['location']).toBe('/donate?payment=minimum')
  await page.goto('/donate?payment=minimum')
  await expect(page.getByText('The minimum donation amount is £10').first()).toBeVisible()
})

test('a visitor who donates signs in first and comes back to the donation', async ({ page }) => {
  await page.goto('/donate')
  await page.getByRole('button', { name: 'Donate' }).click()
  await expect(page).toHaveURL('/auth?payment=donation')
  await expect(page.getByRole('heading', { name: 'Sign in to Donate' })).toBeVisible()
})

test('cancel on the checkout page: back where it started, nothing charged', async ({ page }) => {
  await signUpThroughPage(page)
  await page.goto('/premium')
  await page.getByRole('button', { name: 'Get Premium £14.99' }).first().click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL('/premium?payment=cancelled')
  await expect(page.getByText('Nothing was charged').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Get Premium £14.99' }).first()).toBeVisible()
})

test('the purchase and the success page work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signUpThroughPage(page)
  await buyPremium(page)
  await expect(page.getByText('Premium access has been activated!').first()).toBeVisible()
  await context.close()
})

for (const viewport of VIEWPORTS) {
  test(`the donation, checkout and success pages are accessible at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signUpThroughPage(page)
    await page.goto('/donate')
    await expectNoAxeViolations(page)
    await page.goto('/donate?custom=1')
    await expectNoAxeViolations(page)
    await page.goto('/premium')
    await page.getByRole('button', { name: 'Get Premium £14.99' }).first().click()
    await expect(page.getByText('Test mode: no money moves')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Pay £14.99' }).click()
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    // The page's own toast, from a lazily loaded toaster: axe read it fading in when it came after the settle check.
    await expect(page.getByText('Premium access has been activated!', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

for (const viewport of VIEWPORTS) {
  test(`without Premium a premium page is a calm upgrade page, accessible at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await personWithPlan(page, { country: 'Ireland' })
    await page.goto('/dashboard/timeline')
    await expect(page).toHaveURL('/upgrade?feature=timeline')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The timeline and calendar: part of Premium')
    await expect(page.getByRole('button', { name: 'Get Premium £14.99' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Deadlines and activity' })).toBeVisible()
  })
}

// Premium belongs to the family (decision 041, families.premium_since): a Member who joins a Premium family is
// told so in Settings, and /premium does not offer them the purchase again.
test('a Member of a Premium family sees that the family has Premium, and is not offered it again', async ({
  page,
  browser,
}) => {
  await premiumPersonWithPlan(page, { country: 'United Kingdom' })
  const { page: member } = await relativeJoins(page, browser, 'Member')
  await member.goto('/dashboard/settings')
  await expect(member.getByRole('heading', { name: 'Premium and payments' })).toBeVisible()
  await expect(member.getByText('Your family has Premium: every premium feature is open to you')).toBeVisible()
  await expect(member.getByRole('link', { name: 'See what Premium includes' })).toHaveCount(0)
  await member.goto('/premium')
  await expect(member.getByRole('heading', { name: 'You have Premium Access!' })).toBeVisible()
  await expect(member.getByRole('button', { name: /Get Premium/ })).toHaveCount(0)
  await expect(member.getByRole('link', { name: /Get Premium/ })).toHaveCount(0)
  await member.context().close()
})

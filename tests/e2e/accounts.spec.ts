import { expect, test, type Page } from '@playwright/test'
import {
  collectPageErrors,
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fromOwnAddress,
  newPerson,
  signUpThroughPage,
  VIEWPORTS,
  waitForHydration,
} from './helpers'

async function signInThroughPage(page: Page, email: string, password: string, query = '') {
  await page.goto(`/auth${query}`)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function signOutThroughMenu(page: Page, fullName: string) {
  await page.getByText(fullName, { exact: true }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
}

test.describe('the /auth page', () => {
  // The heading follows the tab (the tab is in the address), with and without JavaScript.
  for (const [query, title, signUpTitle] of [
    ['', 'Welcome Back', 'Create your account'],
    ['?payment=donation', 'Sign in to Donate', 'Create an account to Donate'],
    ['?payment=premium', 'Get Premium Access', 'Get Premium Access'],
  ] as const) {
    for (const javaScriptEnabled of [true, false]) {
      test(`shows '${title}', then '${signUpTitle}' on the Sign Up tab, for ${query || 'no payment'} ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled })
        const page = await context.newPage()
        await page.goto(`/auth${query}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page).toHaveTitle(`${title} — Afterword`)
        await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('aria-current', 'page')
        await page.getByRole('link', { name: 'Sign Up', exact: true }).click()
        await expect(page.getByLabel('Full name')).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(signUpTitle)
        await expect(page).toHaveTitle(`${signUpTitle} — Afterword`)
        await page.getByRole('link', { name: 'Sign In', exact: true }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await context.close()
      })
    }
  }

  test('/login redirects to /auth keeping the query', async ({ page }) => {
    await page.goto('/login?payment=donation')
    await expect(page).toHaveURL('/auth?payment=donation')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Donate')
  })

  // The dark scheme at the phone width only: its colours do not change with width.
  for (const viewport of VIEWPORTS) {
    for (const colorScheme of COLOR_SCHEMES.filter((scheme) => scheme === 'light' || viewport.name === 'phone')) {
      test(`is accessible at ${viewport.width}px in ${colorScheme} mode, both tabs`, async ({ browser }) => {
        const context = await browser.newContext({ viewport, colorScheme })
        const page = await context.newPage()
        const errors = collectPageErrors(page)
        for (const path of ['/auth', '/auth?tab=sign-up', '/auth/forgot-password']) {
          await page.goto(path)
          await expectNoSidewaysScroll(page)
          await expectNoAxeViolations(page)
        }
        // With field messages showing too.
        await page.goto('/auth?tab=sign-up')
        await waitForHydration(page)
        await page.getByRole('button', { name: 'Create Account' }).click()
        await expect(page.getByText('Please enter your full name', { exact: true }).first()).toBeVisible()
        // The check in the page says it in a toast too, drawn a moment later by the lazily loaded toaster: axe once
        // it is there and has settled, not while it fades in (a CI run read it half transparent as low contrast).
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
        await expectNoAxeViolations(page)
        expect(errors).toEqual([])
        await context.close()
      })
    }
  }
})

test('sign up, see the name in the navigation, sign out, sign in again', async ({ page }) => {
  const person = await signUpThroughPage(page)
  await expect(page.getByText('Account created', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Please check your email to verify your account').first()).toBeVisible()
  await page.getByRole('link', { name: 'Continue' }).click()
  // A new account goes on to make its plan.
  await expect(page).toHaveURL('/onboarding')
  await expect(page.getByText(person.fullName, { exact: true })).toBeVisible()

  await signOutThroughMenu(page, person.fullName)
  await expect(page).toHaveURL('/')

  await signInThroughPage(page, person.email, person.password)
  await expect(page).toHaveURL('/')
  await expect(page.getByText(person.fullName, { exact: true })).toBeVisible()
})

test('the account menu opened before the page has loaded its scripts stays open once they run', async ({ page }) => {
  const person = await signUpThroughPage(page)
  // Hold back the page's scripts, open the menu, then let them run: hydrating must not snap the menu shut.
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/onboarding', { waitUntil: 'commit' })
  await page.getByText(person.fullName, { exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  releaseScripts()
  await page.waitForFunction(() => '__reactRouterDataRouter' in window)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))))
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('the forms check their fields before sending, with the product’s toasts', async ({ page }) => {
  await page.goto('/auth?tab=sign-up')
  await page.getByLabel('Full name').fill('   ')
  await page.getByLabel('E-mail address').fill('not-an-address')
  await page.getByLabel('Password').fill('abc')
  await page.getByRole('button', { name: 'Create Account' }).click()
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toContainText('Full name required')
  await expect(toast).toContainText('Please enter your full name')
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please enter a full e-mail address, like name@example.com')).toBeVisible()
  await expect(page.getByText('Your password needs at least 8 characters')).toBeVisible()
  await expect(page.getByLabel('Full name')).toBeFocused()
})

test('a wrong password and a duplicate address get the failure toasts with the server’s message', async ({ page }) => {
  const person = await signUpThroughPage(page)
  await page.context().clearCookies()

  await signInThroughPage(page, person.email, 'not-the-password')
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toContainText('Sign in failed')
  await expect(toast).toContainText('That e-mail address and password do not match an account')

  await page.goto('/auth?tab=sign-up')
  await page.getByLabel('Full name').fill('Someone else')
  await page.getByLabel('E-mail address').fill(person.email)
  await page.getByLabel('Password').fill('another-one-1')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(toast.filter({ hasText: 'Sign up failed' })).toContainText('already exists')
})

test('a signed-in visitor is sent on from /auth: /donate, /dashboard or /', async ({ page }) => {
  await signUpThroughPage(page)
  await page.goto('/auth?payment=donation')
  await expect(page).toHaveURL('/donate')
  await page.goto('/auth?payment=premium')
  // Where the purchase continues.
  await expect(page).toHaveURL('/premium')
  await page.goto('/auth')
  await expect(page).toHaveURL('/')
  // Signed-in pages, and the data behind client-side navigation, are never kept by a cache.
  for (const path of ['/dashboard/settings', '/dashboard/settings.data', '/about.data']) {
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
  }
  // A path that only becomes //evil.example once normalised must not send anyone off the site.
  for (const target of ['/.%2F%2Fevil.example', '/.%2F%5Cevil.example', '%2F%2Fevil.example']) {
    const response = await page.request.get(`/auth?redirectTo=${target}`, { maxRedirects: 0 })
    const location = response.headers()['location'] ?? ''
    expect(new URL(location, 'http://127.0.0.1').host, `redirectTo=${target}`).toBe('127.0.0.1')
    expect(location).not.toMatch(/^\/[/\\]/)
  }
})

test('a page that needs sign-in sends the visitor to /auth and back afterwards', async ({ page }) => {
  const person = await signUpThroughPage(page)
  await page.context().clearCookies()
  await page.goto('/dashboard/settings')
  await expect(page).toHaveURL('/auth?redirectTo=%2Fdashboard%2Fsettings')
  await page.getByLabel('E-mail address').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL('/dashboard/settings')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expect(page.getByText(person.email)).toBeVisible()
})

test('the outbox shows the verification e-mail, and its link confirms the address', async ({ page }) => {
  const person = await signUpThroughPage(page)
  await page.context().clearCookies()
  await page.goto('/auth')
  await expect(page.getByRole('note')).toContainText('E-mail is not set up on this installation')
  await page.getByRole('link', { name: 'outbox' }).click()
  const mail = page.getByRole('article').filter({ hasText: `To ${person.email}` })
  await expect(mail.getByRole('heading')).toHaveText('Please confirm your e-mail address')
  await mail.getByRole('link', { name: /verify-email/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your e-mail address is confirmed')
  await page.goto('/dashboard/settings')
  await expect(page.getByText('(confirmed)')).toBeVisible()
})

test('forgot password: the e-mailed link sets a new password once', async ({ page }) => {
  const person = await signUpThroughPage(page)
  await page.context().clearCookies()
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  // The sign-in page has an 'E-mail address' field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password?')
  await page.getByLabel('E-mail address').fill(person.email)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByRole('heading', { name: 'Please check your e-mail' })).toBeVisible()

  await page.goto('/dev/outbox')
  const mail = page
    .getByRole('article')
    .filter({ hasText: `To ${person.email}` })
    .filter({ hasText: 'new password' })
  const link = await mail.getByRole('link', { name: /reset-password/ }).getAttribute('href')
  await page.goto(link ?? '')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
  const resetUrl = page.url()
  await page.getByLabel('New password').fill('lavender-field-9')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible()

  // The same link again is refused.
  await page.goto(resetUrl)
  await page.getByLabel('New password').fill('juniper-berries-4')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used')

  await signInThroughPage(page, person.email, person.password)
  await expect(page.locator('[data-sonner-toast]')).toContainText('Sign in failed')
  await signInThroughPage(page, person.email, 'lavender-field-9')
  await expect(page).toHaveURL('/')
  await expect(page.getByText(person.fullName, { exact: true })).toBeVisible()
})

test('signing up and in works before JavaScript has loaded', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await fromOwnAddress(context)
  const page = await context.newPage()
  const person = newPerson()
  await page.goto('/auth?tab=sign-up')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Please enter your full name', { exact: true })).toBeVisible()
  await page.getByLabel('Full name').fill(person.fullName)
  await page.getByLabel('E-mail address').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible()
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page.getByText(person.fullName, { exact: true })).toBeVisible()
  await page.getByText(person.fullName, { exact: true }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()

  await page.goto('/auth?payment=premium')
  await page.getByLabel('E-mail address').fill(person.email)
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('do not match an account')
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  // Premium sign-in goes on to the premium page, where the purchase continues.
  await expect(page).toHaveURL('/premium')
  await context.close()
})

test('changing the password in settings without JavaScript keeps the person signed in', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const person = await signUpThroughPage(page)
  await page.goto('/dashboard/settings')
  await page.getByLabel('Current password').fill(person.password)
  await page.getByLabel('New password').fill('juniper-berries-4')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText(/Password changed/).first()).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/settings/)
  // Still signed in on the next page too, with the new session the change gave them.
  await page.goto('/dashboard/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.getByText(person.fullName, { exact: true })).toBeVisible()
  await context.close()
})

test('settings list where the person is signed in, and sign out the other device', async ({ page, browser }) => {
  const person = await signUpThroughPage(page)
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  })
  const phonePage = await phone.newPage()
  await fromOwnAddress(phone)
  await signInThroughPage(phonePage, person.email, person.password)
  await expect(phonePage.getByText(person.fullName, { exact: true })).toBeVisible()

  await page.goto('/dashboard/settings')
  await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible()
  const card = page.getByRole('main')
  await expect(card.getByText('· this device')).toBeVisible()
  await expect(card.getByText('Safari on iOS')).toBeVisible()
  await expectNoAxeViolations(page)
  await card.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await expect(page.getByText('Signed out on 1 other device.').first()).toBeVisible()
  await expect(card.getByText('You are not signed in anywhere else.')).toBeVisible()

  // The phone's next page needs signing in again.
  await phonePage.goto('/dashboard/settings')
  await expect(phonePage).toHaveURL(/\/auth/)
  await phone.close()
})

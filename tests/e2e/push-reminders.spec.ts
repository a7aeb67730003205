import { expect, test } from '@playwright/test'
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../../playwright.config'
import { collectPageErrors, expectNoAxeViolations, postForm, signUpThroughPage, waitForHydration } from './helpers'

/**
 * Settings → 'Reminders on this phone or computer' (decision 078) in Chromium against the built server. Chromium
 * cannot subscribe here: Playwright's contexts are private windows, where it has no Push API ('Registration
 * failed - permission denied', even with notifications allowed), so these check what the person sees and does around it: turning on by keyboard and the
 * message when the browser cannot, the message when notifications are blocked, and the list of devices with its
 * Remove buttons. Sending and decrypting a push is tested on the server (tests/integration/push-reminders.test.ts).
 */

const CARD = 'Reminders on this phone or computer'

// The suite blocks service workers (playwright.config.ts); turning reminders on registers the app's own. The full
// browser, not the headless shell the suite uses (decision 087): the shell never answers a notification permission
// request, where a browser with a window refuses it or asks the person.
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS } })

test('turning on by keyboard says plainly when this browser cannot set reminders up', async ({ page, context }) => {
  const errors = collectPageErrors(page)
  await signUpThroughPage(page)
  await context.grantPermissions(['notifications'])
  await page.goto('/dashboard/settings')
  await waitForHydration(page)
  const card = page.locator('#push-reminders')
  // Settings below 'Your details' are hydrated as the person scrolls near them (decision 088): the button, which
  // needs JavaScript, appears then.
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(CARD)
  await expect(card.getByText('No device gets reminders yet.')).toBeVisible()

  const turnOn = card.getByRole('button', { name: 'Turn on reminders on this device' })
  await turnOn.focus()
  await page.keyboard.press('Enter')
  await expect(card.getByRole('status')).toContainText('This browser could not set up reminders just now')
  // The service worker it registered is the site's own script.
  const worker = await page.request.get('/push-sw.js')
  expect(worker.headers()['content-type']).toMatch(/javascript/)
  await expectNoAxeViolations(page)
  // Chromium's own line about its private windows, which Playwright's contexts are; nothing of ours.
  expect(errors.filter((error) => !error.includes('does not support the Push API in incognito mode'))).toEqual([])
})

test('says how to allow notifications when they are blocked', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signUpThroughPage(page)
  await page.goto('/dashboard/settings')
  await waitForHydration(page)
  const card = page.locator('#push-reminders')
  await card.scrollIntoViewIfNeeded()
  await card.getByRole('button', { name: 'Turn on reminders on this device' }).click()
  // Headless Chromium refuses the permission prompt: blocked, or not given.
  await expect(card.getByRole('status')).toContainText(
    /Notifications are blocked for Afterword in this browser|Notifications were not allowed/,
  )
  await context.close()
})

test('lists each device that gets reminders, and removes one by keyboard', async ({ page }) => {
  const errors = collectPageErrors(page)
  await signUpThroughPage(page)
  await page.goto('/dashboard/settings')
  // A subscription as a phone's browser would post it (the browser here cannot make one).
  await postForm(page, '/dashboard/settings', {
    intent: 'push-subscribe',
    endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-phone',
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'AAAAAAAAAAAAAAAAAAAAAA',
  })
  await page.goto('/dashboard/settings')
  await waitForHydration(page)
  const card = page.locator('#push-reminders')
  const remove = card.getByRole('button', { name: /^Remove .+, turned on / })
  await expect(remove).toHaveCount(1)
  await expect(card.getByText(/no reminder yet/)).toBeVisible()
  await expectNoAxeViolations(page)

  await remove.focus()
  await page.keyboard.press('Enter')
  await expect(card.getByText('No device gets reminders yet.')).toBeVisible()
  await expect(page.getByText('Device removed: That device will no longer show reminders.')).toBeVisible()
  expect(errors).toEqual([])
})

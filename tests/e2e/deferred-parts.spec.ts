import { expect, test, type Page } from '@playwright/test'
import { TIME_ZONE_COOKIE } from '~/lib/calendar'
import { collectPageErrors, signUpThroughPage, waitForHydration } from './helpers'

/**
 * Settings below 'Your details' are drawn by the server and hydrated only when the person comes near them
 * (decision 088): their code is not fetched with the page, a click made before it has arrived is done once it has,
 * and a form sent elsewhere on the page meanwhile never empties them.
 */
const MORE_SETTINGS_CODE = /\/assets\/more-settings-[\w-]+\.js$/

/** Holds the more-settings code back until `release` is called, and counts the requests for it. */
async function holdMoreSettingsCode(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const asked: string[] = []
  await page.route(MORE_SETTINGS_CODE, async (route) => {
    asked.push(route.request().url())
    await released
    await route.continue()
  })
  return { asked, release }
}

test.use({ viewport: { width: 390, height: 844 } })

test('the settings further down load when reached, and a click made before is done once', async ({ page, context }) => {
  const errors = collectPageErrors(page)
  await signUpThroughPage(page)
  const code = await holdMoreSettingsCode(page)
  // A first visit from this browser: the page reports its time zone and loads its data again, unchanged.
  await context.clearCookies({ name: TIME_ZONE_COOKIE })
  await page.goto('/dashboard/settings')
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain(`${TIME_ZONE_COOKIE}=`)
  // …and waits until the data is back.
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter: { state: { revalidation: string } } }).__reactRouterDataRouter
        .state.revalidation === 'idle',
  )
  // Drawn by the server, not fetched with the page.
  const emails = page.getByRole('heading', { level: 2, name: 'E-mails' })
  await expect(emails).toBeAttached()
  expect(code.asked).toEqual([])

  // Marks this document: a full page load (the form sent without JavaScript) would lose the mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-page', 'yes'))
  const save = page.getByRole('button', { name: 'Save e-mail settings' })
  await save.click()
  await expect.poll(() => code.asked.length).toBe(1)
  await expect(page.getByText(/^Settings saved/)).toHaveCount(0)
  code.release()
  await expect(page.getByText(/^Settings saved/).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-same-page', 'yes')
  // Held and done once, by the page's script: one toast.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('a form sent above while the settings further down wait leaves them on the page', async ({ page }) => {
  const errors = collectPageErrors(page)
  await signUpThroughPage(page)
  const code = await holdMoreSettingsCode(page)
  // At a laptop's width too, the settings further down are below the first screen.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/dashboard/settings')
  await waitForHydration(page)
  const reminders = page.getByRole('heading', { level: 2, name: 'Reminders on this phone or computer' })
  await expect(reminders).toBeAttached()
  expect(code.asked).toEqual([])

  await page.getByRole('button', { name: 'Save changes' }).click()
  // The new data waits for the code of the part that will show it; meanwhile the server's HTML stays.
  await expect.poll(() => code.asked.length).toBe(1)
  await expect(reminders).toBeAttached()
  code.release()
  await expect(page.getByText(/^Settings saved/).first()).toBeVisible()
  await expect(reminders).toBeAttached()
  await expect(page.getByRole('button', { name: 'Save e-mail settings' })).toBeEnabled()
  expect(errors).toEqual([])
})

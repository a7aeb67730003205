import { expect, test, request as playwrightRequest } from '@playwright/test'
import { unsubscribeToken } from '../../app/features/reminders/unsubscribe-token.server'
import { collectPageErrors, expectNoAxeViolations, signUpThroughPage, waitForHydration } from './helpers'
import { E2E_AUTH_SECRET } from './server-secret'

/**
 * A reminder e-mail's unsubscribe link (decision 051), against the built server: the page asks before changing
 * anything, its button turns reminders off, Settings shows it, a mail program's one-click POST does the same,
 * and an altered link is refused. The link is signed here with the test server's secret, as the server signs it.
 */
test('the unsubscribe page asks first, turns reminders off, and refuses an altered link', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page)
  await signUpThroughPage(page)
  // The person's id, from the root loader's data in the page (the id is what the server signs).
  await page.goto('/dashboard/settings')
  await waitForHydration(page)
  const userId = await page.evaluate(() => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { state: { loaderData: Record<string, unknown> } } }
    ).__reactRouterDataRouter
    return (router.state.loaderData.root as { user: { id: string } }).user.id
  })
  const token = unsubscribeToken(E2E_AUTH_SECRET, userId)
  const reminders = page.getByRole('checkbox', { name: 'Remind me of deadlines by e-mail' })

  await page.goto(`/email/unsubscribe/${token}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop reminder e-mails?')
  await expect(page.getByText('You can turn them back on at any time in Settings')).toBeVisible()
  await expectNoAxeViolations(page)
  // Opening the link changed nothing.
  await page.goto('/dashboard/settings')
  await expect(reminders).toBeChecked()

  await page.goto(`/email/unsubscribe/${token}`)
  await page.getByRole('button', { name: 'Stop reminder e-mails' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reminder e-mails are off')
  await expectNoAxeViolations(page)
  await page.goto('/dashboard/settings')
  await expect(reminders).not.toBeChecked()

  // Back on in Settings, then off again by a mail program's one-click POST: no cookies, no Origin.
  await reminders.check()
  await page.getByRole('button', { name: 'Save e-mail settings' }).click()
  await expect(page.getByText(/^Settings saved: .*We will remind you of deadlines by e-mail\./)).toBeVisible()
  const mailProgram = await playwrightRequest.newContext({ baseURL })
  const oneClick = await mailProgram.post(`/email/unsubscribe/${token}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(oneClick.status()).toBe(200)
  await mailProgram.dispose()
  await page.goto('/dashboard/settings')
  await expect(reminders).not.toBeChecked()

  const [id, signature = ''] = token.split('.')
  const altered = await page.goto(
    `/email/unsubscribe/${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
  )
  expect(altered?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid')
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})

import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expectNoAxeViolations, signUpThroughPage, VIEWPORTS } from './helpers'

/** The person's authenticator app: codes from the key the set-up page shows for typing. */
function appFromKey(key: string) {
  return new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 })
}

// The manual key's Copy button writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('two-step sign-in: set up from Settings, then signing in asks for the app’s code', async ({ page }) => {
  const person = await signUpThroughPage(page)
  await page.goto('/dashboard/settings')
  await page.getByRole('link', { name: 'Set up two-step sign-in' }).click()
  await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeVisible()
  await page.getByLabel('Your password').fill(person.password)
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click()

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const key = (await page.locator('code').first().textContent()) ?? ''
  // The key is shown in groups of four for reading, and copied without the spaces.
  expect(key).toMatch(/^(?:[A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
  await page.getByRole('button', { name: 'Copy key' }).click()
  await expect(page.getByText('Copied, without the spaces')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key.replaceAll(' ', ''))

  // Recovery codes: no look-alike characters, in groups; downloadable, and printed on their own.
  const recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()
  expect(recoveryCodes).toHaveLength(10)
  for (const code of recoveryCodes)
    expect(code).toMatch(/^[2-9a-hjkmnp-tv-z]{4}-[2-9a-hjkmnp-tv-z]{4}-[2-9a-hjkmnp-tv-z]{4}$/)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as a text file' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('afterword-recovery-codes.txt')
  const sheet = await readFile(await download.path(), 'utf8')
  for (const code of recoveryCodes) expect(sheet).toContain(code)
  expect(sheet).toContain('use a recovery code')
  await expect(page.getByRole('button', { name: 'Print the codes' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeHidden()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeHidden()
  await expect(page.getByText('Afterword: recovery codes for two-step sign-in')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectNoAxeViolations(page)
  }
  const app = appFromKey(key)
  await page.getByLabel('6-digit code').fill(app.generate())
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(page.getByText('Two-step sign-in is on. Next time you sign in')).toBeVisible()

  // Sign out, then in: the password leads to the second step, and the app's code finishes it.
  await page.context().clearCookies()
  await page.goto('/auth?redirectTo=/dashboard/settings')
  await page.getByLabel('E-mail address').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Code from your app').fill('000000')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('That code did not work')
  // The next step's code: each step is accepted once (decision 049), and set-up used the current one.
  await page.getByLabel('Code from your app').fill(app.generate({ timestamp: Date.now() + 30_000 }))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.getByText('On: signing in asks for your password and a code')).toBeVisible()

  // A recovery code also works, once.
  await page.context().clearCookies()
  await page.goto('/auth')
  await page.getByLabel('E-mail address').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('link', { name: 'I cannot use my app: use a recovery code' }).click()
  // Typed as read off paper: in capitals, with spaces for the dashes.
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!.toUpperCase().replaceAll('-', ' '))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(person.fullName, { exact: true })).toBeVisible()
})

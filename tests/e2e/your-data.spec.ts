import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import JSZip from 'jszip'
import { expectNoAxeViolations, signUpThroughPage, VIEWPORTS } from './helpers'

test('a person downloads all their data, then deletes their account', async ({ page }) => {
  const person = await signUpThroughPage(page)
  await page.goto('/dashboard/settings')
  await page.getByRole('link', { name: 'Download my data or delete my account' }).click()
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Gather my data' }).click()
  await expect(page.getByText('We are gathering your data').first()).toBeVisible()
  // The page looks again by itself while the job runs; the download appears without a reload.
  const downloadLink = page.getByRole('link', { name: 'Download ZIP' })
  await expect(downloadLink).toBeVisible({ timeout: 30_000 })
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectNoAxeViolations(page)
  }
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()])
  expect(download.suggestedFilename()).toMatch(/^afterword-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const zip = await JSZip.loadAsync(await readFile(await download.path()))
  const data = JSON.parse(await zip.file('data.json')!.async('string')) as { account: { email: string } }
  expect(data.account.email).toBe(person.email)

  await page.getByLabel('Your password').fill(person.password)
  await page.getByLabel('To confirm, type “delete my account”').fill('delete my account')
  await page.getByRole('button', { name: 'Delete my account for ever' }).click()
  await expect(page.getByRole('heading', { name: 'Your account has been deleted', level: 1 })).toBeVisible()

  await page.goto('/auth')
  await page.getByLabel('E-mail address').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('do not match an account')
})

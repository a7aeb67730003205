import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import {
  acceptInvitationWithNewAccount,
  buyPremiumOverHttp,
  collectPageErrors,
  expectNoAxeViolations,
  fromOwnAddress,
  signUpThroughPage,
} from './helpers'

/** People by their full names, never by usernames (decision 061). */

test('someone who signs up with their full name is named by it in the invitation, the family page and the activity', async ({
  browser,
}) => {
  const id = randomBytes(4).toString('hex')
  const margaret = { fullName: 'Margaret Wilson', email: `margaret-${id}@example.com`, password: 'rosemary-and-sage-7' }
  const ravi = { fullName: 'Ravi Kumar Patel', email: `ravi-${id}@example.com`, password: 'rosemary-and-sage-7' }

  // Sign-up asks for a full name, says so clearly when it is missing, and asks for no username.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  const errors = collectPageErrors(admin)
  await admin.goto('/auth?tab=sign-up')
  const signUp = admin.locator('form', { has: admin.getByRole('button', { name: 'Create Account' }) })
  await expect(signUp.getByLabel('Username')).toHaveCount(0)
  await signUp.getByLabel('Full name').fill('   ')
  await signUp.getByRole('button', { name: 'Create Account' }).click()
  await expect(signUp.getByText('Please enter your full name', { exact: true })).toBeVisible()
  await signUpThroughPage(admin, margaret)

  await admin.getByRole('link', { name: 'Continue' }).click()
  await admin.goto('/onboarding?step=2')
  await admin.getByLabel('United Kingdom', { exact: true }).check()
  await admin.getByRole('button', { name: 'Continue' }).click()
  await expect(admin).toHaveURL('/onboarding?step=3')
  await admin.getByRole('button', { name: 'Continue' }).click()
  await admin.getByRole('button', { name: 'Complete Setup' }).click()
  await expect(admin).toHaveURL('/dashboard?plan=ready')
  // Someone who gave their name is not asked for it again; the menu names them by it.
  await expect(admin.getByRole('heading', { name: 'Add your full name' })).toHaveCount(0)
  await expect(admin.getByLabel('Account: Margaret Wilson')).toBeVisible()
  await buyPremiumOverHttp(admin)

  // She invites Ravi as 'Ravi Patel'; the e-mail names her, not a username.
  await admin.goto('/family')
  await admin.getByLabel('Full name').fill('Ravi Patel')
  await admin.getByLabel('E-mail address').fill(ravi.email)
  await admin.getByLabel('Role').selectOption('Member')
  await admin.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to Ravi Patel (${ravi.email})`)
  await expect(admin.getByRole('listitem').filter({ hasText: ravi.email })).toContainText('Ravi Patel')

  const raviContext = await browser.newContext()
  await fromOwnAddress(raviContext)
  const page = await raviContext.newPage()
  await page.goto('/dev/outbox')
  const mail = page.getByRole('article').filter({ hasText: `To ${ravi.email}` })
  await expect(mail).toContainText('Margaret Wilson has invited you to help on Afterword')
  await expect(mail).toContainText('Hello Ravi Patel, Margaret Wilson has invited you to share the plan')
  await mail.getByRole('link', { name: /\/invite\// }).click()
  await expect(page.getByText('Margaret Wilson', { exact: false }).first()).toBeVisible()
  await acceptInvitationWithNewAccount(page, ravi)

  // Once he has joined, the family page and its history know him by the name he gave.
  await admin.goto('/family')
  const member = admin.getByRole('listitem').filter({ hasText: ravi.email })
  await expect(member).toContainText('Ravi Kumar Patel')
  await expect(member).toContainText('Member · Active')
  const feed = admin.getByRole('region', { name: 'Family activity' })
  await expect(feed.getByText('Margaret Wilson invited Ravi Patel as a Member')).toBeVisible()
  await expect(feed.getByText('Ravi Kumar Patel joined the family as a Member')).toBeVisible()
  await expectNoAxeViolations(admin)
  expect(errors).toEqual([])
  await adminContext.close()
  await raviContext.close()
})

import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import {
  acceptInvitationWithNewAccount,
  buyPremiumOverHttp,
  collectPageErrors,
  expectNoSidewaysScroll,
  fromOwnAddress,
  londonDate,
  pdfText,
  signUpThroughPage,
  waitForHydration,
} from './helpers'

/**
 * The walk a surviving partner takes on a 390 px phone (docs/product.md): sign up with a full name, choose the
 * region on /regions and land in onboarding with it chosen, see the overdue registration deadline first on the
 * dashboard, invite a relative whose e-mail names her, see him by name in the activity, and download a letter to
 * a bank that carries her name, address, relationship and the account number; no page scrolls sideways.
 */

const PHONE = { width: 390, height: 844 }

test('a surviving partner on a phone: from the regions page to a letter that is ready to send', async ({ browser }) => {
  test.setTimeout(240_000)
  const id = randomBytes(4).toString('hex')
  const helen = { fullName: 'Helen Wright', email: `helen-${id}@example.com`, password: 'rosemary-and-sage-7' }
  const tom = { fullName: 'Tom Wright', email: `tom-${id}@example.com`, password: 'rosemary-and-sage-7' }
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const errors = collectPageErrors(page)

  // The region chosen on /regions is carried through sign-up into onboarding.
  await page.goto('/regions')
  await expectNoSidewaysScroll(page)
  await page.getByRole('link', { name: 'Select England' }).click()
  const toOnboarding = `&redirectTo=${encodeURIComponent('/onboarding?region=uk-england')}`
  await signUpThroughPage(page, helen, toOnboarding)
  await expectNoSidewaysScroll(page)
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page.getByText('Your plan will be for England, United Kingdom, as you chose.')).toBeVisible()
  await page.getByLabel('Surviving partner or spouse').check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByLabel('United Kingdom')).toBeChecked()
  await expect(page.getByLabel('Nation', { exact: true })).toHaveValue('uk-england')
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Their name (optional)').fill('David Wright')
  await page.getByLabel('Date of death (optional)').fill(londonDate(-10))
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Complete Setup' }).click()
  await expect(page).toHaveURL('/dashboard?plan=ready')

  // Ten days on, registering the death (five days in England) is past its deadline, and comes first.
  const panel = page.getByRole('heading', { level: 2, name: 'Needs doing first' }).locator('xpath=../..')
  const registration = panel
    .getByRole('region', { name: 'Past its deadline' })
    .getByRole('listitem')
    .filter({ hasText: /Register the death/ })
  await expect(registration.getByText(/^Overdue: was due /)).toBeVisible()
  await expectNoSidewaysScroll(page)

  // She invites Tom; the e-mail names her, and once he has joined the activity names him.
  await buyPremiumOverHttp(page)
  await page.goto('/family')
  await page.getByLabel('Full name').fill(tom.fullName)
  await page.getByLabel('E-mail address').fill(tom.email)
  await page.getByLabel('Role').selectOption('Member')
  await page.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByRole('status')).toContainText('Invitation sent to Tom Wright')
  await expectNoSidewaysScroll(page)

  const tomContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  await fromOwnAddress(tomContext)
  const tomPage = await tomContext.newPage()
  await tomPage.goto('/dev/outbox')
  const mail = tomPage.getByRole('article').filter({ hasText: `To ${tom.email}` })
  await expect(mail).toContainText('Helen Wright has invited you to help on Afterword')
  await mail.getByRole('link', { name: /\/invite\// }).click()
  await acceptInvitationWithNewAccount(tomPage, tom)
  await expectNoSidewaysScroll(tomPage)
  await tomContext.close()

  await page.goto('/family')
  const feed = page.getByRole('region', { name: 'Family activity' })
  await expect(feed.getByText('Tom Wright joined the family as a Member')).toBeVisible()
  await expectNoSidewaysScroll(page)

  // A letter to her bank: the page asks for what it needs, then the PDF carries it all.
  await page.goto('/dashboard/organisations')
  await waitForHydration(page)
  await expectNoSidewaysScroll(page)
  await page.getByRole('link', { name: 'Add organisations' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add organisations' })
  await dialog.locator('input[value="uk-barclays"]').check()
  await dialog.getByRole('button', { name: 'Add the ones ticked' }).click()
  await expect(dialog).toBeHidden()
  await page
    .getByRole('link', { name: /Write a letter/ })
    .first()
    .click()
  await waitForHydration(page)
  const missing = page.getByRole('region', { name: 'Before you can send this letter' })
  await expect(page.getByRole('link', { name: 'Download the letter (PDF)' })).toHaveCount(0)
  await expectNoSidewaysScroll(page)
  await missing.getByLabel('Your postal address').fill('7 Orchard Close\nYork\nYO1 7HH')
  await missing.getByLabel('Your relationship to David Wright').selectOption({ label: 'Wife' })
  await missing.getByLabel('David Wright’s date of birth').fill('1950-03-14')
  await missing.getByLabel('David Wright’s last address').fill('7 Orchard Close\nYork\nYO1 7HH')
  await missing.getByLabel(/Account or reference number/).fill('40-11-22 31415926')
  await missing.getByRole('button', { name: 'Save these details' }).click()
  await expect(page.getByRole('status')).toHaveText('The details were saved')
  await expect(missing).toHaveCount(0)
  await expectNoSidewaysScroll(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the letter (PDF)' }).click(),
  ])
  const letter = await pdfText(await download.path())
  for (const expected of ['Helen Wright', '7 Orchard Close', 'David Wright', '40-11-22 31415926', 'wife']) {
    expect(letter.toLowerCase()).toContain(expected.toLowerCase())
  }
  expect(errors).toEqual([])
  await context.close()
})

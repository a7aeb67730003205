import { expect, test, type Page } from '@playwright/test'
import {
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  pdfText,
  premiumPersonWithPlan,
  VIEWPORTS,
  waitForHydration,
} from './helpers'

// Organisations are found by their catalogue ids (uk-barclays, uk-dwp, uk-council; the service uk-tell-us-once),
// never by the catalogue's wording, so this keeps passing when the researched catalogue replaces the placeholder.

/** The name the catalogue gives an organisation, read from its box in the 'Add organisations' dialog. */
async function catalogueName(page: Page, id: string) {
  const text = await page.locator('label', { has: page.locator(`input[value="${id}"]`) }).innerText()
  return text.replace(/\(on your list\)/, '').trim()
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

/** A toast leaving (or one whose page was left) is drawn half transparent, which axe reads as low contrast. */
async function checkAccessibility(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
}

test('a UK executor lists three organisations, uses Tell Us Once, writes a letter and sends a certificate copy', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const errors = collectPageErrors(page)
  await page.setViewportSize(VIEWPORTS[1])
  const person = await premiumPersonWithPlan(page, {
    country: 'United Kingdom',
    deceasedName: 'Margaret Jones',
    dateOfDeath: '2026-11-10',
  })
  await expect(page.getByText('Organisations told: 0 of 0')).toBeVisible()
  await page.getByRole('link', { name: /Who to tell/ }).click()
  await expect(page).toHaveURL('/dashboard/organisations')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who to tell')
  await waitForHydration(page)

  // Three from the catalogue: the bank, the pension (DWP) and the council.
  await page.getByRole('link', { name: 'Add organisations' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add organisations' })
  await expect(dialog).toBeVisible()
  const bank = await catalogueName(page, 'uk-barclays')
  const pension = await catalogueName(page, 'uk-dwp')
  const council = await catalogueName(page, 'uk-council')
  // A name over 200 characters is refused with a clear message, nothing added.
  await dialog.getByLabel('Name', { exact: true }).fill('N'.repeat(201))
  await dialog.getByRole('button', { name: 'Add this organisation' }).click()
  await expect(dialog.getByText('An organisation’s name can have at most 200 characters')).toBeVisible()
  for (const id of ['uk-barclays', 'uk-dwp', 'uk-council']) await dialog.locator(`input[value="${id}"]`).check()
  await dialog.getByRole('button', { name: 'Add the ones ticked' }).click()
  await expect(dialog).toBeHidden()
  for (const name of [bank, pension, council]) await expect(card(page, name)).toContainText('To notify')
  await expect(page.getByText('Organisations told: 0 of 3')).toBeVisible()

  // Tell Us Once, with its reference: the covered ones are told, the bank is not.
  const service = page.locator('article', { has: page.locator('input[name="serviceId"][value="uk-tell-us-once"]') })
  await expect(service).toContainText(pension)
  await service.getByLabel(/reference number/).fill('TUO-1234/5')
  await service.getByRole('button', { name: 'Mark these as told' }).click()
  await expect(page.getByText(/organisations as told through/).first()).toBeVisible()
  await expect(card(page, pension)).toContainText('Notified')
  await expect(card(page, pension)).toContainText('(reference TUO-1234/5)')
  await expect(card(page, council)).toContainText('Notified')
  await expect(card(page, bank)).toContainText('To notify')

  // A letter to the bank: not ready until the details it needs are given, each asked for on the page
  // (decision 063); then downloaded and read back with the sender, their address, relationship and account number.
  await card(page, bank)
    .getByRole('link', { name: /Write a letter/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Letter to ${bank}`)
  await waitForHydration(page)
  const missing = page.getByRole('region', { name: 'Before you can send this letter' })
  await expect(missing.getByRole('listitem')).toHaveText([
    'Your postal address: fill it in below',
    'Your relationship to the person who died: fill it in below',
    'Their date of birth: fill it in below',
    'Their last address: fill it in below',
    'The account or reference number with this organisation: fill it in below',
  ])
  await expect(page.getByRole('link', { name: 'Download the letter (PDF)' })).toHaveCount(0)
  await checkAccessibility(page)
  await missing.getByLabel('Your postal address').fill('12 Acacia Avenue\nLeeds\nLS1 4AB')
  await missing.getByLabel('Your relationship to Margaret Jones').selectOption({ label: 'Executor of the estate' })
  await missing.getByLabel('Margaret Jones’s date of birth').fill('1941-05-02')
  await missing.getByLabel('Margaret Jones’s last address').fill('4 Mill Lane\nOtley')
  await missing.getByLabel(/Account or reference number/).fill('20-00-00 <12345678>')
  await missing.getByRole('button', { name: 'Save these details' }).click()
  await expect(page.getByRole('status')).toHaveText('The details were saved')
  await expect(missing).toHaveCount(0)
  // On screen the account number shows only its last 4 characters.
  const preview = page.locator('#letter-plain-text')
  await expect(preview).toContainText('Account or reference number: •••• 678>')
  await expect(preview).not.toContainText('12345678')
  await page.getByLabel('Freeze the account').check()
  await page.getByLabel('Anything else to say (optional)').fill('P.S. Please use my mobile number.')
  await page.getByRole('button', { name: 'Save the letter' }).click()
  await expect(page.getByRole('status')).toHaveText('The letter was saved')
  await expect(preview).toContainText('P.S. Please use my mobile number.')
  await checkAccessibility(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the letter (PDF)' }).click(),
  ])
  const read = await pdfText(await download.path())
  for (const expected of [
    `${person.fullName} 12 Acacia Avenue Leeds LS1 4AB`,
    'Dear Sir or Madam,',
    'Re: The late Margaret Jones (died 10 November 2026)',
    'Account or reference number: 20-00-00 <12345678>',
    'Date of birth: 2 May 1941',
    'Last address: 4 Mill Lane, Otley',
    'I am the executor of Margaret Jones’s estate',
    'Please freeze any accounts',
    'P.S. Please use my mobile number.',
    'Yours faithfully,',
    `${person.fullName} Executor of the estate of the late Margaret Jones`,
  ]) {
    expect(read).toContain(expected)
  }

  // Certificate copies: two held, one sent to the bank, a warning before the last goes, one back.
  await page.getByRole('link', { name: 'Back to Who to tell' }).click()
  await waitForHydration(page)
  await page.getByLabel('Certified copies you hold').fill('2')
  await page.getByRole('button', { name: 'Save the number' }).click()
  await expect(page.getByText('You hold 2 certified copies').first()).toBeVisible()
  await page.getByLabel('Sent to').selectOption({ label: bank })
  await page.getByRole('button', { name: 'Record the copy sent' }).click()
  await expect(page.getByText(`Recorded a copy sent to ${bank}; 1 copy is left in hand`).first()).toBeVisible()
  await expect(page.getByText('Only one copy is left in hand.')).toBeVisible()
  await page.getByLabel('Sent to').selectOption({ label: pension })
  await page.getByRole('button', { name: 'Record the copy sent' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'This is your last copy in hand' })
  await expect(confirm).toBeVisible()
  await expect(page.getByText(`To ${pension}, sent`)).toBeHidden()
  await confirm.getByRole('button', { name: 'Yes, send the last copy' }).click()
  await expect(page.getByText(/You hold 2 copies: 2 out, 0 copies in hand/)).toBeVisible()
  const sending = page.getByRole('listitem').filter({ hasText: `To ${bank}, sent` })
  await sending.getByRole('button', { name: 'Mark returned' }).click()
  await expect(page.getByText(`Recorded the copy back from ${bank}`).first()).toBeVisible()
  await expect(page.getByText(/You hold 2 copies: 1 out, 1 copy in hand/)).toBeVisible()
  await checkAccessibility(page)

  await page.setViewportSize(VIEWPORTS[0])
  await page.reload()
  await waitForHydration(page)
  await expectNoSidewaysScroll(page)
  await checkAccessibility(page)

  await card(page, bank)
    .getByRole('link', { name: /Open the letter/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Letter to ${bank}`)
  await waitForHydration(page)
  await expectNoSidewaysScroll(page)
  await checkAccessibility(page)

  await page.goto('/dashboard')
  await expect(page.getByRole('link', { name: /Organisations told: \d+ of \d+/ })).toBeVisible()
  expect(errors).toEqual([])
})

test('an Australian family sees Australia’s own one-stop service', async ({ page }) => {
  await premiumPersonWithPlan(page, { country: 'Australia' })
  await page.goto('/dashboard/organisations')
  const service = page.locator('article', {
    has: page.locator('input[name="serviceId"][value="au-death-notification-service"]'),
  })
  await expect(service).toBeVisible()
  await expect(page.locator('input[name="serviceId"][value="uk-tell-us-once"]')).toHaveCount(0)
})

test('on a phone the catalogue narrows as one types, says how many match, and keeps boxes ticked before searching', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = collectPageErrors(page)
  await page.setViewportSize(VIEWPORTS[0])
  await premiumPersonWithPlan(page, { country: 'United Kingdom' })
  await page.goto('/dashboard/organisations?dialog=add')
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: 'Add organisations' })
  const nationwide = await catalogueName(page, 'uk-nationwide')
  const barclays = await catalogueName(page, 'uk-barclays')
  const search = dialog.getByRole('searchbox', { name: 'Find an organisation by name' })
  const status = dialog.getByRole('status')

  await search.pressSequentially('NATIONWIDE')
  await expect(status).toHaveText('1 organisation matches “NATIONWIDE”.')
  await expect(dialog.locator('input[value="uk-nationwide"]')).toBeVisible()
  await expect(dialog.locator('input[value="uk-barclays"]')).toBeHidden()
  await dialog.locator('input[value="uk-nationwide"]').check()

  await search.fill('')
  await search.pressSequentially('barcl')
  await expect(dialog.locator('input[value="uk-nationwide"]')).toBeHidden()
  await dialog.locator('input[value="uk-barclays"]').check()

  await search.fill('')
  await search.pressSequentially('Zzyzx')
  await expect(status).toHaveText('No organisation matches “Zzyzx”. Check the spelling, or type it in yourself below.')
  await expect(dialog.getByRole('checkbox')).toHaveCount(0)
  // Typing never left the page: the list narrowed in place.
  await expect(page).toHaveURL('/dashboard/organisations?dialog=add')
  await checkAccessibility(page)

  // Both boxes ticked before the searches that hid them are still sent.
  await dialog.getByRole('button', { name: 'Add the ones ticked' }).click()
  await expect(dialog).toBeHidden()
  for (const name of [nationwide, barclays]) await expect(card(page, name)).toContainText('To notify')
  expect(errors).toEqual([])
})

test('without JavaScript the catalogue search is a GET form answered by the page', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await premiumPersonWithPlan(page, { country: 'United Kingdom' })
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const noScript = await plain.newPage()
  await noScript.goto('/dashboard/organisations?dialog=add')
  const dialog = noScript.getByRole('dialog', { name: 'Add organisations' })
  await dialog.getByRole('searchbox', { name: 'Find an organisation by name' }).fill('nationwide')
  await dialog.getByRole('button', { name: 'Search' }).click()
  await expect(noScript).toHaveURL('/dashboard/organisations?dialog=add&q=nationwide')
  await expect(dialog.getByRole('status')).toHaveText('1 organisation matches “nationwide”.')
  await expect(dialog.locator('input[value="uk-nationwide"]')).toBeVisible()
  await expect(dialog.locator('input[value="uk-barclays"]')).toBeHidden()
  await expect(dialog.getByRole('searchbox', { name: 'Find an organisation by name' })).toHaveValue('nationwide')

  await dialog.getByRole('searchbox', { name: 'Find an organisation by name' }).fill('Zzyzx')
  await dialog.getByRole('button', { name: 'Search' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    'No organisation matches “Zzyzx”. Check the spelling, or type it in yourself below.',
  )
  // The organisation can still be typed in by hand, below the search.
  await expect(dialog.getByRole('button', { name: 'Add this organisation' })).toBeVisible()
  await plain.close()
})

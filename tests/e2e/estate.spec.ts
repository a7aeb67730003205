import { expect, test, type Page } from '@playwright/test'
import {
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  pdfText,
  premiumPersonWithPlan,
  relativeJoins,
  VIEWPORTS,
  waitForHydration,
} from './helpers'

const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

/** Opens a section's add form (a disclosure) and returns it. */
async function addForm(page: Page, heading: string, summary: string) {
  const panel = section(page, heading).locator('details', { has: page.getByText(summary, { exact: true }) })
  if (!(await panel.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await panel.getByText(summary, { exact: true }).click()
  }
  return panel
}

async function addAsset(
  page: Page,
  kind: string,
  description: string,
  value: string,
  method: string,
  ownership = 'In their name alone',
) {
  const form = await addForm(page, 'Assets', 'Add an asset')
  await form.getByLabel('Kind').selectOption({ label: kind })
  await form.getByLabel('Description').fill(description)
  await form.getByLabel('How they owned it').selectOption({ label: ownership })
  await form.getByLabel(/Value at the date of death/).fill(value)
  await form.getByLabel('How the value was found').selectOption({ label: method })
  await form.getByRole('button', { name: 'Add this asset' }).click()
  await expect(section(page, 'Assets').getByText(description, { exact: true })).toBeVisible()
}

async function addDebt(page: Page, kind: string, creditor: string, amount: string) {
  const form = await addForm(page, 'Debts and expenses', 'Add a debt or expense')
  await form.getByLabel('Kind').selectOption({ label: kind })
  await form.getByLabel('Owed to').fill(creditor)
  await form.getByLabel(/^Amount/).fill(amount)
  await form.getByRole('button', { name: 'Add this debt' }).click()
  await expect(section(page, 'Debts and expenses').getByText(new RegExp(`^${creditor}:`))).toBeVisible()
}

async function addBeneficiary(page: Page, name: string, relationship: string) {
  const form = await addForm(page, 'Beneficiaries', 'Add a beneficiary')
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('Relationship').fill(relationship)
  await form.getByLabel('What they are left').selectOption('residue-share')
  await form.getByLabel('Share of the residue (%)').fill('50')
  await form.getByRole('button', { name: 'Add this beneficiary' }).click()
  await expect(section(page, 'Beneficiaries').getByText(name)).toBeVisible()
}

async function distribute(page: Page, name: string, amount: string) {
  const form = await addForm(page, 'Distributions', 'Record a distribution')
  await form.getByLabel('Paid to').selectOption({ label: name })
  await form.getByLabel(/^Amount/).fill(amount)
  await form.getByRole('button', { name: 'Record the distribution' }).click()
  await expect(section(page, 'Distributions').getByText(`to ${name} on`)).toBeVisible()
}

const STATEMENT = `Barclays Bank UK PLC
Statement period 1 October 2026 to 31 October 2026
Sort code 20-45-77   Account number 43218765
01 Oct   Balance brought forward   £11,020.10
Closing balance £12,400.00`

/** Uploads a bank statement to the vault, follows its 'Add to the estate' offer and confirms the asset. */
async function recordStatementFromVault(page: Page) {
  await page.goto('/dashboard/documents')
  await waitForHydration(page)
  await page.getByLabel('Category', { exact: true }).first().selectOption('financial')
  await page.getByLabel('Files').setInputFiles({
    name: 'barclays-october.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(STATEMENT),
  })
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByText('Document uploaded successfully').first()).toBeVisible()
  // The text is read by a background job; the offer appears on the statement's row once it has been.
  const offer = page.getByRole('link', { name: 'Add to the estate: Barclays account ending 8765, £12,400.00' })
  await expect(async () => {
    await page.reload()
    await expect(offer).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await offer.click()
  await expect(page).toHaveURL(/\/dashboard\/estate\?add=asset/)
  const form = section(page, 'Assets').locator('details[open]')
  await expect(form.getByLabel('Kind')).toHaveValue('bank-account')
  await expect(form.getByLabel('Description')).toHaveValue('Barclays account ending 8765')
  await expect(form.getByLabel(/Value at the date of death/)).toHaveValue('12400.00')
  await expect(form.getByLabel('How the value was found')).toHaveValue('statement')
  // The executor corrects what the statement could not know: what the family calls it.
  await form.getByLabel('Description').fill('Current account')
  await form.getByRole('button', { name: 'Add this asset' }).click()
  const added = section(page, 'Assets').getByRole('listitem').filter({ hasText: 'Current account' })
  await expect(added).toContainText('£12,400.00')
  await expect(added.getByRole('link', { name: 'barclays-october.txt' })).toBeVisible()
}

/** A toast leaving is drawn half transparent, which axe reads as low contrast. */
async function checkAccessibility(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
}

test('an executor in England records the estate, pays the funeral and distributes; a Viewer reads it all', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const errors = collectPageErrors(page)
  await page.setViewportSize(VIEWPORTS[1])
  await premiumPersonWithPlan(page, { country: 'United Kingdom', dateOfDeath: '2026-11-10' })
  await page.getByRole('link', { name: /The estate/ }).click()
  await expect(page).toHaveURL('/dashboard/estate')
  await expect(page.getByText('No assets yet.')).toBeVisible()
  await waitForHydration(page)

  // The current account comes from a statement in the vault: its read text offers an asset filled in from it,
  // which the executor confirms (decision 070); nothing is added until they do.
  await recordStatementFromVault(page)
  await addAsset(page, 'Property or land', 'The house', '310,000', 'Professional valuation')
  // A joint account passes to the survivor: shown with its reason, left out of the totals.
  await addAsset(page, 'Bank or savings account', 'Joint savings', '8,000', 'From a statement', 'Owned jointly')
  const joint = section(page, 'Assets').getByRole('listitem').filter({ hasText: 'Joint savings' })
  await expect(joint.getByText('Passes outside the estate')).toBeVisible()
  await addDebt(page, 'Credit card', 'Barclaycard', '1,250.00')
  await addDebt(page, 'Funeral', 'Co-op Funeralcare', '4,150')

  // The funeral bill paid from the estate account settles the debt.
  const entry = await addForm(page, 'The estate account', 'Record money in or out')
  await entry.getByLabel('In or out').selectOption('out')
  await entry.getByLabel(/^Amount/).fill('4,150')
  await entry.getByLabel('What it was').fill('Funeral director’s bill')
  await entry.getByLabel('Settles a debt (payments only)').selectOption({ label: 'Co-op Funeralcare (£4,150.00)' })
  await entry.getByRole('button', { name: 'Record it' }).click()
  const account = section(page, 'The estate account')
  await expect(account.getByRole('cell', { name: /^Funeral director’s bill Settles Co-op Funeralcare/ })).toBeVisible()
  await expect(account.getByRole('cell', { name: '-£4,150.00' })).toBeVisible()
  await expect(section(page, 'Debts and expenses').getByText('Funeral · Paid')).toBeVisible()

  await addBeneficiary(page, 'Bea Jones', 'Daughter')
  await addBeneficiary(page, 'Sam Jones', 'Son')
  await distribute(page, 'Bea Jones', '10,000')
  await distribute(page, 'Sam Jones', '10,000')

  const totals = page.getByRole('region', { name: 'Totals' })
  await expect(totals).toContainText('Assets at death£322,400.00')
  await expect(totals).toContainText('Debts and expenses£5,400.00')
  await expect(totals).toContainText('Net estate£317,000.00')

  // A house in the person's own name: a grant is probably needed, and the page says why and where that comes from.
  const probate = page.getByRole('region', { name: 'Is a grant of probate needed?' })
  await expect(probate).toContainText('A grant is probably needed')
  await expect(probate.getByRole('link', { name: /gov\.uk/i }).first()).toBeVisible()
  // The Inheritance Tax bands beside the estate's value, as information.
  const tax = page.getByRole('region', { name: 'Tax to look into' })
  await expect(tax).toContainText('£325,000')
  await expect(tax).toContainText('£175,000')

  // The estate accounts as a PDF: the figures above, each beneficiary with a line to sign.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the estate accounts (PDF)' }).click()
  const accounts = await pdfText(await (await download).path())
  expect(accounts).toContain('Bea Jones')
  expect(accounts).toContain('Sam Jones')
  expect(accounts).toContain('£317,000.00')
  expect(accounts).not.toContain('Joint savings')
  await checkAccessibility(page)
  await page.setViewportSize(VIEWPORTS[0])
  await checkAccessibility(page)
  await expectNoSidewaysScroll(page)

  // A Viewer sees every record and no form to change any.
  const viewer = await relativeJoins(page, browser, 'Viewer')
  await viewer.page.goto('/dashboard/estate')
  await expect(section(viewer.page, 'Assets').getByText('The house', { exact: true })).toBeVisible()
  await expect(section(viewer.page, 'Distributions').getByText('to Sam Jones on')).toBeVisible()
  await expect(viewer.page.locator('form[action="/dashboard/estate"]')).toHaveCount(0)
  await expect(viewer.page.getByRole('link', { name: /^(Edit|Remove)/ })).toHaveCount(0)
  await expectNoAxeViolations(viewer.page)
  expect(errors).toEqual([])
})

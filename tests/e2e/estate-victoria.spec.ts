import { expect, test, type Page } from '@playwright/test'
import {
  buyPremiumOverHttp,
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fromOwnAddress,
  newPerson,
  postForm,
  relativeJoins,
  VIEWPORTS,
  waitForHydration,
} from './helpers'

/**
 * Issue 33 in Victoria, Australia (decisions 068 and 076): a nominated super benefit passes outside the estate;
 * a super fund with no nomination depends, until the executor settles it; the Victorian rule in the probate
 * checker; a mistaken distribution removed after asking; the inventory on the printable checklist; a Viewer
 * reads it all with no control to change it.
 */

const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

const assetRow = (page: Page, description: string) =>
  section(page, 'Assets')
    .getByRole('listitem')
    .filter({ has: page.getByText(description, { exact: true }) })

async function addForm(page: Page, heading: string, summary: string) {
  const panel = section(page, heading).locator('details', { has: page.getByText(summary, { exact: true }) })
  if (!(await panel.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await panel.getByText(summary, { exact: true }).click()
  }
  return panel
}

async function addAsset(page: Page, kind: string, description: string, value: string, ownership: string) {
  const form = await addForm(page, 'Assets', 'Add an asset')
  await form.getByLabel('Kind').selectOption({ label: kind })
  await form.getByLabel('Description').fill(description)
  await form.getByLabel('How they owned it').selectOption({ label: ownership })
  await form.getByLabel(/Value at the date of death/).fill(value)
  await form.getByLabel('How the value was found').selectOption({ label: 'From a statement' })
  await form.getByRole('button', { name: 'Add this asset' }).click()
  await expect(section(page, 'Assets').getByText(description, { exact: true })).toBeVisible()
}

/** A toast leaving is drawn half transparent, which axe reads as low contrast. */
async function checkAccessibility(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
}

/** An executor's plan for someone who lived in Victoria, made over HTTP as personWithPlan does, then Premium. */
async function victorianExecutor(page: Page) {
  await fromOwnAddress(page.context())
  await postForm(page, '/auth', { intent: 'sign-up', ...newPerson() })
  await postForm(page, '/onboarding', { step: '1', intent: 'next', role: 'executor' })
  await postForm(page, '/onboarding', { step: '2', intent: 'next', country: 'AU', region: 'au-vic' })
  await postForm(page, '/onboarding', { step: '3', intent: 'next', deceasedName: '', dateOfDeath: '2026-11-02' })
  await postForm(page, '/onboarding', { step: '4', intent: 'complete' }, '/dashboard?plan=ready')
  await page.goto('/dashboard')
  await buyPremiumOverHttp(page)
}

test('an executor in Victoria: nominated super outside the estate, a depends settled, the Victorian probate rule', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const errors = collectPageErrors(page)
  await page.setViewportSize(VIEWPORTS[1])
  await victorianExecutor(page)
  await page.goto('/dashboard/estate')
  await expect(page.getByText('No assets yet.')).toBeVisible()
  await waitForHydration(page)

  await addAsset(page, 'Bank or savings account', 'Everyday account', '23,500', 'In their name alone')
  // Super with a binding nomination is paid by the fund to the people named: shown outside, not counted.
  await addAsset(page, 'Pension', 'AustralianSuper', '180,000', 'Has a named beneficiary')
  const nominated = assetRow(page, 'AustralianSuper')
  await expect(nominated.getByText('Passes outside the estate')).toBeVisible()
  await expect(nominated.getByText(/binding death benefit nomination/)).toBeVisible()
  await expect(nominated.getByRole('button', { name: 'Save the answer' })).toHaveCount(0)
  const totals = page.getByRole('region', { name: 'Totals' })
  await expect(totals).toContainText('Assets at death$23,500.00')

  // Super with no nomination depends on the trustee: the executor says which once the fund tells them.
  await addAsset(page, 'Pension', 'Hostplus super', '40,000', 'In their name alone')
  const hostplus = assetRow(page, 'Hostplus super')
  await expect(hostplus.getByText('Depends', { exact: true })).toBeVisible()
  await hostplus.getByRole('button', { name: 'Save the answer' }).click()
  await expect(hostplus.getByRole('alert')).toContainText(
    'Choose whether it is part of the estate or passes outside it',
  )
  await hostplus.getByRole('radio', { name: 'Part of the estate' }).check()
  await hostplus.getByRole('button', { name: 'Save the answer' }).click()
  await expect(hostplus.getByText('In the estate', { exact: true })).toBeVisible()
  await expect(hostplus.getByText(/said so on .* The rule alone says it depends/)).toBeVisible()
  await expect(totals).toContainText('Assets at death$63,500.00')
  // Changeable: the fund paid the widow directly after all.
  await hostplus.getByRole('radio', { name: 'Passes outside it' }).check()
  await hostplus.getByRole('button', { name: 'Save the answer' }).click()
  await expect(hostplus.getByText('Passes outside the estate', { exact: true })).toBeVisible()
  await expect(totals).toContainText('Assets at death$23,500.00')

  // Victoria has no legal small-estate figure: it depends on each bank, and the checker says so in Victoria's words.
  const probate = page.getByRole('region', { name: 'Is a grant of probate needed?' })
  await expect(probate).toContainText('It depends')
  await expect(probate).toContainText('It is not always necessary to apply for probate')
  await expect(probate.getByRole('link', { name: /supremecourt\.vic\.gov\.au/ }).first()).toBeVisible()

  // A distribution recorded by mistake is removed after asking.
  const beneficiary = await addForm(page, 'Beneficiaries', 'Add a beneficiary')
  await beneficiary.getByLabel('Full name').fill('Kylie Nguyen')
  await beneficiary.getByLabel('What they are left').selectOption('residue-share')
  await beneficiary.getByLabel('Share of the residue (%)').fill('100')
  await beneficiary.getByRole('button', { name: 'Add this beneficiary' }).click()
  await expect(section(page, 'Beneficiaries').getByText('Kylie Nguyen')).toBeVisible()
  const distribution = await addForm(page, 'Distributions', 'Record a distribution')
  await distribution.getByLabel('Paid to').selectOption({ label: 'Kylie Nguyen' })
  await distribution.getByLabel(/^Amount/).fill('1,000')
  await distribution.getByRole('button', { name: 'Record the distribution' }).click()
  const distributions = section(page, 'Distributions')
  await expect(distributions.getByText('to Kylie Nguyen on')).toBeVisible()
  await distributions.getByRole('link', { name: 'Remove the distribution of $1,000.00 to Kylie Nguyen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove this distribution?' })
  await expect(dialog).toContainText('“$1,000.00 to Kylie Nguyen” will be removed for everyone')
  await checkAccessibility(page)
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(dialog).toBeHidden()
  await expect(distributions.getByText('Nothing paid to beneficiaries yet.')).toBeVisible()

  await checkAccessibility(page)
  await page.setViewportSize(VIEWPORTS[0])
  await checkAccessibility(page)
  await expectNoSidewaysScroll(page)
  await page.setViewportSize(VIEWPORTS[1])

  // The inventory on the printable checklist, with each asset's value and where it stands.
  await page.goto('/dashboard/checklist')
  await waitForHydration(page)
  await page.getByLabel('Include the estate’s assets and debts, with their values').check()
  const preview = page.getByRole('article')
  await expect(preview.getByRole('heading', { name: /^The estate: assets/ })).toBeVisible()
  await expect(preview).toContainText('Bank or savings account · Value at death $23,500.00')
  await expect(preview).toContainText('Passes outside the estate (the family’s answer)')
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /estate=on/)
  await expectNoAxeViolations(page)

  // A Viewer reads the answers, with no control to settle an asset or remove a record.
  const viewer = await relativeJoins(page, browser, 'Viewer')
  await viewer.page.goto('/dashboard/estate')
  await expect(assetRow(viewer.page, 'Hostplus super').getByText('Passes outside the estate')).toBeVisible()
  await expect(viewer.page.getByRole('button', { name: 'Save the answer' })).toHaveCount(0)
  await expect(viewer.page.getByRole('link', { name: /^Remove/ })).toHaveCount(0)
  await expectNoAxeViolations(viewer.page)
  expect(errors).toEqual([])
})

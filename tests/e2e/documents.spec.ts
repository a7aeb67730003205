import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { imageWithText, samplePng } from '../fixtures/sample-files'
import {
  acceptInvitationWithNewAccount,
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fromOwnAddress,
  newPerson,
  premiumPersonWithPlan,
  VIEWPORTS,
  waitForHydration,
} from './helpers'

for (const viewport of VIEWPORTS) {
  test(`/dashboard/documents at ${viewport.width}px: empty, then a document, accessible`, async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.setViewportSize(viewport)
    await premiumPersonWithPlan(page, { country: 'United Kingdom' })
    await page.getByRole('link', { name: /Documents/ }).click()
    await expect(page).toHaveURL('/dashboard/documents')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents')
    await expect(page.getByText('No documents have been shared with the family yet.')).toBeVisible()
    await expect(page.getByText('The family’s space: 0 Bytes of 2 GB used')).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)

    await page.getByLabel('Category', { exact: true }).first().selectOption('medical')
    await page.getByLabel('Description').fill('Where the repeat prescriptions are kept')
    await page.getByLabel('Tags').fill('pharmacy, repeat')
    await page.getByLabel('Files').setInputFiles({
      name: 'prescriptions.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('The repeat prescriptions are at the pharmacy.'),
    })
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByText('Document uploaded successfully').first()).toBeVisible()
    await expect(page.getByText('1 document found')).toBeVisible()
    const item = page.getByRole('article', { name: 'prescriptions.txt' })
    await expect(item).toContainText('Medical Records · 45 Bytes · uploaded by')
    await expect(item).toContainText('Only you')
    await expect(page.getByText('One of your documents is private, marked ‘Only you’')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  })
}

test('a photo of a letter is uploaded with progress, found by a word printed in it, viewed, downloaded intact, shared and deleted', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  await premiumPersonWithPlan(page, { country: 'Ireland' })
  await page.goto('/dashboard/documents')
  await waitForHydration(page)
  // A slow connection (about 256 KB a second up), so the upload takes long enough to watch and to cancel.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  })
  // Cancelled on its way: nothing is stored.
  const large = samplePng(1000, 1000, true)
  await page.getByLabel('Files').setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: large })
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('progressbar', { name: /Uploading\.\.\./ })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(page.getByRole('alert')).toHaveText('The upload of “large.png” was cancelled.')
  await expect(page.getByText('No documents have been shared with the family yet.')).toBeVisible()

  // A photo of a letter whose words exist only as pixels, sent slowly enough to watch.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 16 * 1024,
  })
  const photo = imageWithText(['Dear Mr Okafor,', 'Your annuity payments will stop', 'from 1 December.'], 'jpg')
  await page.getByLabel('Files').setInputFiles({ name: 'scan-of-letter.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByRole('radio', { name: 'The family' }).check()
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const bar = page.getByRole('progressbar', { name: /Uploading\.\.\./ })
  await expect(bar).toBeVisible()
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
  await expect(page.getByText('Document uploaded successfully').first()).toBeVisible({ timeout: 30_000 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const item = page.getByRole('article', { name: 'scan-of-letter.jpg' })
  await expect(item).toContainText('Shared with the family')
  // The text is read in the background; the page looks again until it is done.
  await expect(item).toContainText('Reading text…')
  await expect(item).toContainText('Text found', { timeout: 30_000 })
  await item.getByRole('link', { name: /Show the text/ }).click()
  const text = page.getByRole('dialog', { name: 'Text read from “scan-of-letter.jpg”' })
  await expect(text).toContainText('annuity payments')
  await text.getByRole('link', { name: 'Close' }).click()
  // While the dialog is open the page behind it is inert: typing there would go nowhere.
  await expect(text).toBeHidden()

  // Found by a word printed only in the picture; not by a word that is nowhere.
  await page.getByLabel('Search documents').fill('annuity')
  await expect(page).toHaveURL(/search=annuity/)
  await expect(page.getByText('1 document found')).toBeVisible()
  await page.getByLabel('Search documents').fill('passport')
  await expect(page.getByText('No documents found')).toBeVisible()
  await expect(page.getByText(/not the files others keep private/)).toBeVisible()
  await page.getByLabel('Search documents').fill('')
  await expect(page.getByText('1 document found')).toBeVisible()

  // View opens in a new tab; the browser gets the image itself, sandboxed.
  const [view] = await Promise.all([page.waitForEvent('popup'), item.getByRole('link', { name: /View/ }).click()])
  await view.waitForLoadState()
  expect(view.url()).toMatch(/\/dashboard\/documents\/[0-9a-f-]+\/file\?view$/)
  await view.close()
  // One policy only (the page's own would be added to it otherwise), and it is a sandbox.
  const shown = await page.request.get(`${new URL(view.url()).pathname}?view`)
  const policies = shown.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy')
  expect(policies.map((header) => header.value)).toEqual([expect.stringMatching(/^sandbox; default-src 'none'/)])
  expect(shown.headers()['content-type']).toBe('image/jpeg')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: /Download/ }).click(),
  ])
  expect(download.suggestedFilename()).toBe('scan-of-letter.jpg')
  expect((await readFile(await download.path())).equals(photo)).toBe(true)

  await item.getByRole('link', { name: /Edit details/ }).click()
  const details = page.getByRole('dialog', { name: 'Edit details' })
  await details.getByLabel('Category').selectOption('financial')
  await details.getByLabel('Tags').fill('annuity, pension')
  await details.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('The details of “scan-of-letter.jpg” were saved').first()).toBeVisible()
  await expect(details).toBeHidden()
  await expect(item).toContainText('Financial Records')

  await item.getByRole('button', { name: /Make private/ }).click()
  await expect(page.getByText('“scan-of-letter.jpg” is now private to you').first()).toBeVisible()
  await expect(item).toContainText('Only you')

  await item.getByRole('link', { name: /Delete/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this document?' })
  await expect(dialog).toContainText('“scan-of-letter.jpg” will be deleted for everyone')
  await dialog.getByRole('button', { name: 'Delete document' }).click()
  await expect(page.getByText('Document deleted successfully').first()).toBeVisible()
  await expect(page.getByText('No documents have been shared with the family yet.')).toBeVisible()
  expect(errors).toEqual([])
})

test('files dropped on the page land in the form; a disguised file is refused with its reason', async ({ page }) => {
  await premiumPersonWithPlan(page, { country: 'Canada' })
  await page.goto('/dashboard/documents')
  await waitForHydration(page)
  await page.evaluate(() => {
    const transfer = new DataTransfer()
    transfer.items.add(new File(['<html><script>alert(1)</script></html>'], 'invoice.pdf', { type: 'application/pdf' }))
    transfer.items.add(new File(['Notes for the executor'], 'notes.txt', { type: 'text/plain' }))
    const target = document.querySelector('h1') ?? document.body
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
  })
  await expect(page.getByRole('button', { name: 'Upload 2 files' })).toBeVisible()
  await page.getByRole('button', { name: 'Upload 2 files' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'is not a PDF' })).toContainText(
    '“invoice.pdf” is not a PDF, whatever its name says, so it was not uploaded.',
  )
  await expect(page.getByText('No documents have been shared with the family yet.')).toBeVisible()
})

test('without JavaScript the upload is a plain form post, and the page says what happened', async ({
  page,
  browser,
}) => {
  await premiumPersonWithPlan(page, { country: 'New Zealand' })
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const noScript = await plain.newPage()
  await noScript.goto('/dashboard/documents')
  await noScript.getByLabel('Files').setInputFiles([
    { name: 'one.txt', mimeType: 'text/plain', buffer: Buffer.from('first') },
    { name: 'two.txt', mimeType: 'text/plain', buffer: Buffer.from('second') },
  ])
  await noScript.getByRole('button', { name: 'Upload' }).click()
  await expect(noScript.getByRole('status').filter({ hasText: 'uploaded' })).toHaveText(
    '2 documents uploaded successfully',
  )
  await expect(noScript.getByText('2 documents found')).toBeVisible()
  await plain.close()
})

test('an Admin’s death certificate is shared by default and a Member sees it; a private upload stays hidden, and the page says why', async ({
  browser,
}) => {
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  const errors = collectPageErrors(admin)
  await premiumPersonWithPlan(admin, { country: 'United Kingdom', deceasedName: 'Edith' })

  // A relative joins as a Member, from the invitation e-mail (the local outbox shows it).
  const relative = newPerson()
  await admin.goto('/family')
  await admin.getByLabel('Full name').fill('Rosa Díaz')
  await admin.getByLabel('E-mail address').fill(relative.email)
  await admin.getByLabel('Role').selectOption('Member')
  await admin.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(admin.getByRole('status')).toContainText('Invitation sent to Rosa Díaz')
  const memberContext = await browser.newContext()
  await fromOwnAddress(memberContext)
  const member = await memberContext.newPage()
  await member.goto('/dev/outbox')
  await member
    .getByRole('article')
    .filter({ hasText: `To ${relative.email}` })
    .getByRole('link', { name: /\/invite\// })
    .click()
  await acceptInvitationWithNewAccount(member, relative)

  // Nothing shared yet: the Member is told why the list is empty.
  await member.goto('/dashboard/documents')
  await expect(
    member.getByText(
      'No documents have been shared with the family yet. Each person’s own uploads stay private until they share them.',
      { exact: true },
    ),
  ).toBeVisible()

  // The Admin uploads the death certificate: choosing Legal Documents turns the sharing to the family.
  await admin.goto('/dashboard/documents')
  await waitForHydration(admin)
  await expect(admin.getByRole('radio', { name: 'Only me' })).toBeChecked()
  await admin.getByLabel('Category', { exact: true }).first().selectOption('legal')
  await expect(admin.getByRole('radio', { name: 'The family' })).toBeChecked()
  await expect(admin.getByText('Legal Documents you upload are shared with the family unless you choose')).toBeVisible()
  await admin.getByLabel('Files').setInputFiles({
    name: 'death-certificate.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Certified copy of an entry of death: Edith.'),
  })
  await admin.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(admin.getByText('Document uploaded successfully').first()).toBeVisible()
  await expect(admin.getByRole('article', { name: 'death-certificate.txt' })).toContainText('Shared with the family')

  // A private one: once the person chooses, changing the category no longer changes their choice.
  await admin.getByLabel('Category', { exact: true }).first().selectOption('legal')
  await admin.getByRole('radio', { name: 'Only me' }).check()
  await admin.getByLabel('Category', { exact: true }).first().selectOption('general')
  await admin.getByLabel('Category', { exact: true }).first().selectOption('legal')
  await expect(admin.getByRole('radio', { name: 'Only me' })).toBeChecked()
  await admin.getByLabel('Files').setInputFiles({
    name: 'my-own-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Notes for myself about the solicitor.'),
  })
  await admin.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(admin.getByText('2 documents found')).toBeVisible()
  await expect(admin.getByRole('article', { name: 'my-own-notes.txt' })).toContainText('Only you')
  await expect(admin.getByText('One of your documents is private, marked ‘Only you’')).toBeVisible()
  await expectNoAxeViolations(admin)

  // The Member sees the death certificate, not the private notes, and the space counts both.
  await member.reload()
  await expect(member.getByText('1 document found')).toBeVisible()
  await expect(member.getByRole('article', { name: 'death-certificate.txt' })).toContainText('Shared with the family')
  await expect(member.getByRole('article', { name: 'my-own-notes.txt' })).toHaveCount(0)
  await expect(
    member.getByText('This counts everyone’s files, including the ones each person keeps private.'),
  ).toBeVisible()
  await expectNoAxeViolations(member)

  // The family's feed names the shared upload and says nothing of the private one.
  await member.goto('/family')
  const feed = member.getByRole('region', { name: 'Family activity' })
  await expect(feed.getByText(/uploaded “death-certificate\.txt”/)).toBeVisible()
  await expect(feed).not.toContainText('my-own-notes')
  expect(errors).toEqual([])
  await memberContext.close()
  await adminContext.close()
})

test('without JavaScript the sharing choice is sent as shown', async ({ page, browser }) => {
  await premiumPersonWithPlan(page, { country: 'Australia' })
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const noScript = await plain.newPage()
  await noScript.goto('/dashboard/documents')
  await expect(noScript.getByRole('radio', { name: 'Only me' })).toBeChecked()
  await noScript.getByLabel('Category', { exact: true }).first().selectOption('legal')
  await noScript.getByRole('radio', { name: 'The family' }).check()
  await noScript
    .getByLabel('Files')
    .setInputFiles({ name: 'will.txt', mimeType: 'text/plain', buffer: Buffer.from('will') })
  await noScript.getByRole('button', { name: 'Upload' }).click()
  await expect(noScript.getByRole('status').filter({ hasText: 'uploaded' })).toHaveText(
    'Document uploaded successfully',
  )
  await expect(noScript.getByRole('article', { name: 'will.txt' })).toContainText('Shared with the family')
  await plain.close()
})

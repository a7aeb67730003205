import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { imageWithText, samplePng } from '../fixtures/sample-files'
import { collectPageErrors, expectNoAxeViolations, premiumPersonWithPlan, VIEWPORTS, waitForHydration } from './helpers'

for (const viewport of VIEWPORTS) {
  test(`/dashboard/documents at ${viewport.width}px: empty, then a document, accessible`, async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.setViewportSize(viewport)
    await premiumPersonWithPlan(page, { country: 'United Kingdom' })
    await page.getByRole('link', { name: /Documents/ }).click()
    await expect(page).toHaveURL('/dashboard/documents')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents')
    await expect(page.getByText('No documents found')).toBeVisible()
    await expect(page.getByText('0 Bytes of 2 GB used')).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)

    await page.getByLabel('Category', { exact: true }).first().selectOption('legal')
    await page.getByLabel('Description').fill('Where the original will is kept')
    await page.getByLabel('Tags').fill('will, solicitor')
    await page.getByLabel('Files').setInputFiles({
      name: 'will-location.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('The signed will is with Smith & Co, 12 High Street.'),
    })
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByText('Document uploaded successfully').first()).toBeVisible()
    await expect(page.getByText('1 document found')).toBeVisible()
    const item = page.getByRole('article', { name: 'will-location.txt' })
    await expect(item).toContainText('Legal Documents · 51 Bytes · uploaded by')
    await expect(item).toContainText('Only you')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
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
  await expect(page.getByText('No documents found')).toBeVisible()

  // A photo of a letter whose words exist only as pixels, sent slowly enough to watch.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 16 * 1024,
  })
  const photo = imageWithText(['Dear Mr Okafor,', 'Your annuity payments will stop', 'from 1 December.'], 'jpg')
  await page.getByLabel('Files').setInputFiles({ name: 'scan-of-letter.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByLabel('Share with the family').check()
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
  await expect(page.getByText('No documents found')).toBeVisible()
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
  await expect(page.getByText('No documents found')).toBeVisible()
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

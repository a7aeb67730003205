import { expect, test, type Page } from '@playwright/test'
import JSZip from 'jszip'
import { premiumPersonWithPlan } from '../e2e/helpers'
import { report } from './report'

/**
 * Proof by attack (docs/security.md): files made to hurt, sent to the upload as a script would send them. Each must be
 * refused with a clear message, or stored harmlessly, and the server must stay up and keep answering.
 */

const MB = 1024 * 1024

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const origin = new URL(page.url()).origin
  const response = await page.request.post('/dashboard/documents/upload', {
    headers: { origin, accept: 'application/json' },
    multipart: { file: { name, mimeType, buffer } },
  })
  return { status: response.status(), body: (await response.json()) as { ok: boolean; message: string } }
}

/** A real .docx in shape, whose text part unpacks to `megabytes` of one letter. */
async function docxBomb(megabytes: number) {
  const zip = new JSZip()
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  )
  zip.file('word/document.xml', Buffer.alloc(megabytes * MB, 0x61))
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } })
}

test('harmful files are refused or kept harmless, and the server keeps answering', async ({ page }) => {
  test.setTimeout(180_000)
  await premiumPersonWithPlan(page, { country: 'United Kingdom' })
  await page.goto('/dashboard/documents')
  const outcomes: Record<string, number> = {}

  // An executable wearing a PDF's name, and a web page wearing a text file's.
  const exe = await upload(page, 'will.pdf', 'application/pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)]))
  expect(exe.status).toBe(415)
  expect(exe.body.message).toMatch(/is not a PDF, whatever its name says/)
  const html = await upload(page, 'note.txt', 'text/plain', Buffer.from('<html><script>alert(1)</script></html>'))
  expect(html.status).toBe(415)
  const svg = await upload(page, 'photo.png', 'image/png', Buffer.from('<svg onload="alert(1)"/>'))
  expect(svg.status).toBe(415)
  const unknown = await upload(page, 'run.sh', 'text/x-shellscript', Buffer.from('rm -rf /'))
  expect(unknown.status).toBe(415)
  outcomes.disguisedRefused = 4

  // Larger than the upload limit (50 MB by default): refused while it arrives.
  const oversize = await upload(page, 'huge.txt', 'text/plain', Buffer.alloc(51 * MB, 0x61))
  expect(oversize.status).toBe(413)
  expect(oversize.body.message).toMatch(/larger than/)
  outcomes.oversizeRefused = 1

  // A name that tries to climb out of the store: kept as a name, never a path.
  const climber = await upload(page, '../../../etc/passwd.txt', 'text/plain', Buffer.from('A plain note.'))
  expect(climber.status).toBe(201)
  outcomes.pathNamesStoredAsNames = 1

  // A .docx that unpacks to 200 MB from a few hundred kilobytes: stored, but its text is never unpacked.
  const bomb = await docxBomb(200)
  expect(bomb.length).toBeLessThan(MB)
  const bombed = await upload(
    page,
    'letter.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bomb,
  )
  expect(bombed.status).toBe(201)
  await page.goto('/dashboard/documents')
  await expect(page.getByRole('article', { name: 'letter.docx' })).toContainText(/could not be read/i, {
    timeout: 60_000,
  })
  outcomes.zipBombsDefused = 1

  const health = await page.request.get('/healthz')
  expect(health.status()).toBe(200)
  report('upload-abuse', outcomes)
})

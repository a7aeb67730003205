import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { parseCalendar } from '../setup/parse-calendar'
import { collectPageErrors, expectNoAxeViolations, premiumPersonWithPlan } from './helpers'

const FEED_URL = /^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/

/** A new person with a plan for Ireland and a date of death, so the plan has dated tasks. */
const personWithDatedPlan = (page: Page) =>
  premiumPersonWithPlan(page, { country: 'Ireland', deceasedName: 'Séamus Ó Briain', dateOfDeath: '2026-11-01' })

/** Fetched without the browser's cookies, as a calendar app would. */
async function fetchFeed(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  return { status: response.status(), type: response.headers()['content-type'], body: await response.text() }
}

function linkField(page: Page) {
  return page.getByRole('textbox', { name: 'Your private calendar link' })
}

test('calendar subscription: make the link, copy it, subscribe, download, replace it and turn it off', async ({
  page,
  context,
  request,
}) => {
  test.slow()
  const errors = collectPageErrors(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await personWithDatedPlan(page)
  await page.goto('/dashboard/settings')
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar subscription' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Create subscription link' }).click()
  await expect(page.getByText('Calendar link made', { exact: true })).toBeVisible()
  const url = await linkField(page).inputValue()
  expect(url).toMatch(FEED_URL)
  await expect(page.getByRole('link', { name: 'Open it in this device’s calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^http:/, 'webcal:'),
  )
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  await expect(page.getByText('Copied. Paste it into your calendar app.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await expectNoAxeViolations(page)

  const feed = await fetchFeed(request, url)
  expect(feed.status).toBe(200)
  expect(feed.type).toBe('text/calendar; charset=utf-8')
  const calendar = parseCalendar(feed.body)
  expect(calendar.name).toBe('Afterword: tasks for Séamus Ó Briain')
  expect(calendar.events.length).toBeGreaterThan(0)
  expect(calendar.events.every((event) => event.allDay && /^task-[0-9a-f-]{36}@afterword$/.test(event.uid))).toBe(true)

  // Shown once: after a reload the page only says that a link exists.
  await page.reload()
  await expect(linkField(page)).toHaveCount(0)
  await expect(page.getByText(/You have a calendar link, made on \d+ \w+ \d{4}/)).toBeVisible()

  await page.getByLabel('Show them, marked as done').check()
  await page.getByRole('button', { name: 'Save choice' }).click()
  await expect(page.getByText('Calendar choice saved', { exact: true })).toBeVisible()

  // 'Add to calendar': the one-off download.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: /Download the dated tasks as a calendar file/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('afterword-tasks.ics')
  const downloaded = parseCalendar(await readFile(await download.path(), 'utf8'))
  expect(downloaded.events.map((event) => event.uid).sort()).toEqual(calendar.events.map((event) => event.uid).sort())

  // Make a new link: confirmed first; the old link then stops working.
  await page.getByRole('link', { name: 'Make a new link' }).click()
  const renew = page.getByRole('dialog', { name: 'Make a new calendar link?' })
  await expect(renew).toBeVisible()
  await expectNoAxeViolations(page)
  await renew.getByRole('button', { name: 'Make a new link' }).click()
  await expect(page.getByText('New calendar link made', { exact: true })).toBeVisible()
  const renewed = await linkField(page).inputValue()
  expect(renewed).toMatch(FEED_URL)
  expect(renewed).not.toBe(url)
  const old = await fetchFeed(request, url)
  expect(old.status).toBe(404)
  expect((await fetchFeed(request, renewed)).status).toBe(200)

  // Turn it off: confirmed first; the link then answers exactly as a link that never existed.
  await page.getByRole('link', { name: 'Turn off the link' }).click()
  const off = page.getByRole('dialog', { name: 'Turn off the calendar link?' })
  await off.getByRole('button', { name: 'Turn off the link' }).click()
  await expect(page.getByText('Calendar link turned off', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create subscription link' })).toBeVisible()
  expect(await fetchFeed(request, renewed)).toEqual(old)
  expect(errors).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the link is made and shown by a plain form post, and turning it off is confirmed on its own page', async ({
    page,
    request,
  }) => {
    await personWithDatedPlan(page)
    await page.goto('/dashboard/settings')
    await page.getByRole('button', { name: 'Create subscription link' }).click()
    const url = await linkField(page).inputValue()
    expect(url).toMatch(FEED_URL)
    // No Copy button without scripts; the field can still be selected and copied by hand.
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
    expect((await fetchFeed(request, url)).status).toBe(200)

    await page.getByRole('link', { name: 'Turn off the link' }).click()
    await expect(page).toHaveURL(/\/dashboard\/settings\?calendar=revoke$/)
    await page.getByRole('button', { name: 'Turn off the link' }).click()
    await expect(page.getByText('Calendar link turned off: The link no longer works.', { exact: false })).toBeVisible()
    expect((await fetchFeed(request, url)).status).toBe(404)
  })
})

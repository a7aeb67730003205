import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import {
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  londonDate,
  openTaskRow,
  premiumPersonWithPlan,
  waitForHydration,
} from './helpers'

// The browser's clock zone: the server takes 'today' from it (the tz cookie), so the dates below are London's.
test.use({ timezoneId: 'Europe/London' })

/** An English plan whose death was 16 days ago: registering it (5 days) was due before this week began. */
async function personWithEnglishPlan(page: Page) {
  await premiumPersonWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-16) })
  // Complete one task, so every filter has something to show.
  await page.goto('/dashboard/tasks?search=Gather')
  await waitForHydration(page)
  await (await openTaskRow(page, /^Gather/)).getByLabel(/^Status of “Gather/).selectOption('completed')
  await expect(page.getByText('Task completed').first()).toBeVisible()
}

const REGISTER = /Register the death/
const GATHER = /Gather and organise/

function weekHeadings(page: Page) {
  return page.getByRole('heading', { level: 3, name: /^(This week|Next week|In \d weeks)/ })
}

test('timeline and calendar: eight weeks, filters that change both views, a keyboard-driven calendar', async ({
  page,
}) => {
  test.slow()
  const errors = collectPageErrors(page)
  await personWithEnglishPlan(page)
  await page.goto('/dashboard')
  await page.getByRole('link', { name: /Timeline/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline and Calendar' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')
  await expect(page.getByRole('link', { name: 'Printable checklist' })).toHaveAccessibleDescription(
    'Choose tasks to print or keep as a PDF.',
  )
  await expect(weekHeadings(page)).toHaveCount(8)
  await expect(weekHeadings(page).first()).toContainText('This week')
  await expect(page.getByText('Before this week, still to do')).toBeVisible()
  await expect(page.getByRole('link', { name: REGISTER })).toBeVisible()
  const figures = page.getByRole('definition')
  await expect(figures).toHaveCount(4)
  const [total, pending, overdue, completed] = (await figures.allTextContents()).map(Number)
  expect(total).toBe(pending! + completed!)
  expect(overdue).toBeGreaterThanOrEqual(1)
  expect(completed).toBe(1)
  await expectNoAxeViolations(page)

  // Overdue: only what is late; the figures stay the family's totals.
  await page.getByRole('link', { name: /^Overdue/ }).click()
  await expect(page).toHaveURL(/status=overdue/)
  await expect(page.getByRole('link', { name: /^Overdue/ })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('link', { name: REGISTER })).toBeVisible()
  await expect(page.getByText(/more tasks? (is|are) due after/)).toHaveCount(0)
  expect((await figures.allTextContents()).map(Number)).toEqual([total, pending, overdue, completed])

  // Completed: the completed task, nothing overdue.
  await page.getByRole('link', { name: /^Completed/ }).click()
  await expect(page).toHaveURL(/status=completed/)
  await expect(page.getByText('Before this week, still to do')).toHaveCount(0)
  await expect(page.getByRole('link', { name: REGISTER })).toHaveCount(0)

  // The calendar keeps the filter; choose the registration's day with the keyboard.
  await page.getByRole('link', { name: 'Calendar View' }).click()
  await expect(page).toHaveURL(/view=calendar/)
  await expect(page).toHaveURL(/status=completed/)
  // The one completed task has no date: the calendar says why it is blank, and how to see everything again.
  const nothingMatches = page.getByRole('status').filter({ hasText: 'match the Completed filter' })
  await expect(nothingMatches).toContainText('None of the tasks that match the Completed filter has a date')
  await nothingMatches.getByRole('link', { name: 'Clear the filter and show all tasks' }).click()
  await expect(page).toHaveURL(/^[^?]*\?view=calendar$/)
  await expect(nothingMatches).toHaveCount(0)
  await expect(page.getByText('Choose a day in the calendar')).toBeVisible()
  const today = page.getByRole('button', { name: /^Today, / })
  await today.focus()
  // Registering was due eleven days ago (death sixteen days ago, plus five): walk back to it by keyboard.
  for (let step = 0; step < 11; step += 1) await page.keyboard.press('ArrowLeft')
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /task(s)? due/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByRole('heading', { level: 3, name: /^Tasks due on / })).toBeVisible()
  await expect(page.getByRole('link', { name: REGISTER })).toBeVisible()
  await expectNoAxeViolations(page)

  // The filter changes this view too: nothing completed is due that day.
  await page.getByRole('link', { name: /^Completed/ }).click()
  await expect(page.getByText('No tasks scheduled for this date')).toBeVisible()
  await page.getByRole('link', { name: /^All/ }).click()
  await expect(page.getByRole('link', { name: REGISTER })).toBeVisible()

  // Choosing the chosen day again clears the choice.
  await page.getByRole('button', { name: /selected/ }).press('Enter')
  await expect(page.getByText('Choose a day in the calendar')).toBeVisible()
  await expect(page).not.toHaveURL(/date=/)

  // On the smallest phones nothing runs off the side, in either view or on the checklist.
  await page.setViewportSize({ width: 320, height: 720 })
  for (const path of ['/dashboard/timeline', '/dashboard/timeline?view=calendar', '/dashboard/checklist']) {
    await page.goto(path)
    await expectNoSidewaysScroll(page)
  }
  await expectNoAxeViolations(page)

  // A malformed address falls back to the default view instead of an error page.
  await page.goto('/dashboard/timeline?view=gantt&status=late&date=2026-02-30')
  await expect(weekHeadings(page)).toHaveCount(8)
  expect(errors).toEqual([])
})

test('printable checklist: filters, preview, printing (in place when the pop-up is blocked) and the PDF', async ({
  page,
  context,
}) => {
  test.slow()
  const errors = collectPageErrors(page)
  // A real print dialog cannot be driven in a headless browser: count the calls to window.print instead.
  await context.addInitScript(() => {
    const counted = window as unknown as { printed: number }
    counted.printed = 0
    window.print = () => {
      counted.printed += 1
    }
  })
  await personWithEnglishPlan(page)
  await page.goto('/dashboard/checklist')
  await expect(page.getByRole('heading', { level: 1, name: 'Printable Checklist' })).toBeVisible()
  const count = page.getByText(/^\d+ tasks? will be included in your checklist$/)
  const all = Number((await count.textContent())?.match(/^\d+/)?.[0])
  expect(all).toBeGreaterThan(5)
  const preview = page.locator('article.checklist-document')
  await expect(preview.getByRole('heading', { level: 2, name: 'Bereavement Support Checklist' })).toBeVisible()
  await expect(preview.getByText(GATHER)).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Only legal tasks, then the national level; completed tasks come back when asked for.
  for (const category of ['General', 'Funeral', 'Estate', 'Government', 'Financial', 'Personal']) {
    await page.getByLabel(category, { exact: true }).uncheck()
  }
  await expect(page).toHaveURL(/category=legal/)
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText([/^Legal/])
  const legal = Number((await count.textContent())?.match(/^\d+/)?.[0])
  expect(legal).toBeLessThan(all)
  await expect(preview.getByText(/Steps/).first()).toBeVisible()
  await page.getByLabel('Region').selectOption({ label: 'England' })
  await expect(preview.getByText(/Region: England/)).toBeVisible()
  await page.getByLabel('Legal', { exact: true }).uncheck()
  await expect(preview.getByText('No tasks match your current filters')).toBeVisible()
  await page.goto('/dashboard/checklist?completed=on')
  await expect(preview.getByText(GATHER)).toBeVisible()
  await expect(preview.getByText(/\(done\)/)).toBeVisible()

  // Each way to print says in one line what it gives.
  await expect(page.getByRole('button', { name: 'Print Checklist' })).toHaveAccessibleDescription(
    'This page, as you see it, on your printer.',
  )
  await expect(page.getByRole('button', { name: 'Generate & Print' })).toHaveAccessibleDescription(
    'The checklist alone on a new page, then printed.',
  )
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAccessibleDescription(
    'A PDF of this checklist to keep, send or print later.',
  )

  // Printing: the page itself, with only the checklist showing.
  await page.getByRole('button', { name: 'Print Checklist' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print Checklist' })).toBeHidden()
  await expect(preview).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // Generate & Print opens the checklist on its own page, which prints itself.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Generate & Print' }).click(),
  ])
  await expect(popup).toHaveURL(/\/dashboard\/checklist\/print\?.*completed=on.*autoprint=1/)
  await expect(popup.getByRole('heading', { level: 1, name: 'Bereavement Support Checklist' })).toBeVisible()
  await expect.poll(() => popup.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await popup.close()

  // With the pop-up blocked, it prints here instead of doing nothing.
  await page.evaluate(() => {
    window.open = () => null
  })
  await page.getByRole('button', { name: 'Generate & Print' }).click()
  await expect(page.getByText('Printing from this page')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2)

  // Download PDF: read it back with an independent parser.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('bereavement-support-checklist.pdf')
  const pdf = await getDocument({ data: new Uint8Array(await readFile(await download.path())) }).promise
  const first = await pdf.getPage(1)
  const text = (await first.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')
  expect(text).toContain('Bereavement Support Checklist')
  expect(text).toMatch(/\d+ tasks/)
  expect(text).toMatch(/Page 1 of \d+/)
  expect(pdf.numPages).toBeGreaterThan(1)
  expect(errors).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filters are links and the calendar has a date field', async ({ page }) => {
    test.slow()
    await premiumPersonWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-10) })
    await page.goto('/dashboard/timeline?view=calendar')
    await page.getByRole('link', { name: /^Overdue/ }).click()
    await expect(page).toHaveURL(/view=calendar&status=overdue/)
    await page.getByLabel('Show a date').fill(londonDate(-5))
    await page.getByRole('button', { name: 'Show tasks' }).click()
    await expect(page).toHaveURL(/status=overdue.*date=/)
    await expect(page.getByRole('heading', { level: 3, name: /^Tasks due on / })).toBeVisible()
  })
})

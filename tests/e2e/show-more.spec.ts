import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  collectPageErrors,
  expectNoAxeViolations,
  londonDate,
  postForm,
  premiumPersonWithPlan,
  waitForHydration,
} from './helpers'

/**
 * Long lists shown a part at a time (decision 083): the guided groups, the legal tasks, the dashboard's 'Needs
 * doing first' and the checklist preview show their first 20 rows, count all of them, and 'Show more' (a link)
 * adds the next ones, with or without JavaScript.
 */

test.use({ timezoneId: 'Europe/London' })

const BOX = (index: number) => `Return the borrowed things, box ${String(index).padStart(2, '0')}`

/**
 * A Premium English plan with 25 custom tasks of the family's own, each past its deadline, box 01 the longest
 * ago: distinct dates put them in their numbers' order (tasks due the same day may come in any order).
 */
async function planWithTwentyFiveOverdue(page: Page) {
  await premiumPersonWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-3) })
  for (let index = 1; index <= 25; index++) {
    await postForm(page, '/dashboard/tasks', {
      intent: 'create',
      title: BOX(index),
      category: 'general',
      priority: 'medium',
      dueDate: londonDate(index - 30),
    })
  }
}

async function withoutJavaScript(browser: Browser, page: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: 'Europe/London',
    storageState: await page.context().storageState(),
  })
  return context.newPage()
}

const customList = (page: Page) => page.getByRole('list', { name: 'Custom Tasks' })

test('the guided screen and Needs doing first show 20 rows, count them all, and show more without JavaScript', async ({
  page,
  browser,
}) => {
  test.slow()
  await planWithTwentyFiveOverdue(page)
  const plain = await withoutJavaScript(browser, page)

  await plain.goto('/tasks')
  await expect(plain.getByText('0 of 25 completed')).toBeVisible()
  await expect(customList(plain).getByRole('listitem')).toHaveCount(20)
  await expect(customList(plain).getByRole('link', { name: `View Details: ${BOX(20)}` })).toBeVisible()
  await expect(customList(plain).getByRole('link', { name: `View Details: ${BOX(21)}` })).toHaveCount(0)
  await plain.getByRole('link', { name: 'Show 5 more custom tasks (20 of 25 shown)' }).click()
  await expect(plain).toHaveURL(/[?&]custom=40#guided-/)
  await expect(customList(plain).getByRole('listitem')).toHaveCount(25)
  await expect(plain.getByText('0 of 25 completed')).toBeVisible()
  await expect(plain.getByRole('link', { name: /^Show \d+ more custom tasks/ })).toHaveCount(0)
  // A task further down opens as any other, and closing it keeps the rows shown.
  await plain.getByRole('link', { name: `View Details: ${BOX(23)}` }).click()
  await expect(plain.getByRole('dialog', { name: BOX(23) })).toBeVisible()
  await plain.getByRole('dialog').getByRole('link', { name: 'Close' }).first().click()
  await expect(customList(plain).getByRole('listitem')).toHaveCount(25)

  await plain.goto('/dashboard')
  const overdue = plain.getByRole('region', { name: 'Past its deadline' })
  const overdueCount = Number(
    /of (\d+) shown/.exec((await overdue.getByRole('link').last().getAttribute('aria-label')) ?? '')?.[1],
  )
  expect(overdueCount).toBeGreaterThanOrEqual(25)
  await expect(overdue.getByRole('listitem')).toHaveCount(20)
  await overdue.getByRole('link', { name: /^Show \d+ more past its deadline/ }).click()
  await expect(overdue.getByRole('listitem')).toHaveCount(Math.min(40, overdueCount))
  await plain.context().close()

  // With JavaScript, the same link adds the rows in place.
  const errors = collectPageErrors(page)
  await page.goto('/tasks')
  await waitForHydration(page)
  await expect(customList(page).getByRole('listitem')).toHaveCount(20)
  await page.getByRole('link', { name: 'Show 5 more custom tasks (20 of 25 shown)' }).click()
  await expect(customList(page).getByRole('listitem')).toHaveCount(25)
  await expect(page).toHaveURL(/[?&]custom=40/)
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})

test('the checklist preview shows its first 20 tasks and more on asking; its count and the print page have them all', async ({
  page,
  browser,
}) => {
  test.slow()
  await planWithTwentyFiveOverdue(page)
  const plain = await withoutJavaScript(browser, page)
  await plain.goto('/dashboard/checklist')
  const countLine = await plain.getByText(/^\d+ tasks will be included in your checklist$/).textContent()
  const count = Number(/^(\d+)/.exec(countLine ?? '')?.[1])
  expect(count).toBeGreaterThan(25)
  const preview = plain.locator('article.checklist-document')
  const tasks = preview.locator('li[id^="checklist-task-"]')
  await expect(tasks).toHaveCount(20)
  await plain.getByRole('link', { name: `Show 20 more tasks in the preview (20 of ${count} shown)` }).click()
  await expect(plain).toHaveURL(/[?&]shown=40#checklist-task-21$/)
  await expect(tasks).toHaveCount(Math.min(40, count))
  await expect(plain.getByText(`${count} tasks will be included in your checklist`)).toBeVisible()

  // The print page is the whole checklist.
  await plain.goto('/dashboard/checklist/print')
  await expect(plain.locator('article.checklist-document li[id^="checklist-task-"]')).toHaveCount(count)
  await plain.context().close()
})

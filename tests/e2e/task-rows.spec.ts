import { expect, test, type Page } from '@playwright/test'
import {
  collectPageErrors,
  expectNoAxeViolations,
  londonDate,
  openTaskRow,
  personWithPlan,
  postForm,
  taskRow,
  waitForHydration,
} from './helpers'

/**
 * The task lists as short rows (docs/product.md, 'Tasks', Rows and Order): what needs doing first leads, a row
 * opens to its details on request, the order is kept in the address, and a plan of thirty tasks stays under
 * three screens of a 390 by 844 phone.
 */

// The browser's clock zone: the server takes 'today' from it (the tz cookie), so the dates below are London's.
test.use({ timezoneId: 'Europe/London', viewport: { width: 390, height: 844 } })

const PHONE_SCREEN = 844
const REGISTER = /^Register the death/
// A title that comes first from A to Z, and a dated task far ahead: neither needs doing first.
const AARDVARK = 'Aardvark sanctuary: cancel the adoption'
const LATER = 'Renew the garden waste permit'

/** An English plan whose death was 16 days ago (registering it, within 5 days, is overdue), made up to 30 tasks. */
async function englishPlanOfThirty(page: Page) {
  await personWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-16) })
  await page.goto('/dashboard/tasks')
  const total = Number(/of (\d+) tasks/.exec((await page.getByText(/tasks completed/).textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(5)
  expect(total).toBeLessThanOrEqual(28)
  const create = (title: string, dueDate = '') =>
    postForm(page, '/dashboard/tasks', { intent: 'create', title, category: 'general', priority: 'medium', dueDate })
  await create(LATER, londonDate(300))
  for (let index = total + 2; index < 30; index++) await create(`Return the borrowed things, box ${index}`)
  // The newest task of all: the old order put it first.
  await create(AARDVARK)
}

/** The rows' headings in order: each starts with the task's title and goes on with its facts. */
function rowTexts(page: Page) {
  return page.getByRole('heading', { level: 2 }).allTextContents()
}

test('what needs doing first, rows that open and close, an order kept in the address, under three screens', async ({
  page,
}) => {
  test.slow()
  const errors = collectPageErrors(page)
  await englishPlanOfThirty(page)
  await page.goto('/dashboard/tasks')
  await expect(page.getByText('0 of 30 tasks completed (0%)')).toBeVisible()
  await waitForHydration(page)

  // Under three screens of the phone, all thirty tasks counted and the first page of them listed.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height, `the task manager is ${height} px high`).toBeLessThanOrEqual(3 * PHONE_SCREEN)

  // Overdue first, written out (not colour alone); then by due date; the newest task is not first.
  const rows = await rowTexts(page)
  expect(rows[0]).toMatch(REGISTER)
  expect(rows[0]).toContain('Overdue: was due')
  const overdue = rows.map((text) => text.includes('Overdue'))
  expect(overdue.indexOf(false)).toBeGreaterThan(0)
  expect(overdue.slice(overdue.indexOf(false))).not.toContain(true)
  // Dated tasks, even far ahead, come before the undated ones, the newest of which the old order put first.
  const later = rows.findIndex((text) => text.startsWith(LATER))
  expect(later).toBeGreaterThan(0)
  expect(rows.slice(later + 1).every((text) => !text.includes('Due by') && !text.includes('Overdue'))).toBe(true)
  expect(rows.slice(0, later).some((text) => text.startsWith(AARDVARK))).toBe(false)
  // Closed rows carry no controls: the details are there on request.
  await expect(page.getByLabel(/^Status of “/)).toHaveCount(0)

  // A row opens with a click, shows its details and controls, and closes again from the keyboard.
  const register = taskRow(page, REGISTER)
  const toggle = register.getByRole('button', { name: REGISTER })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  // A screen reader hears the row's facts after commas, with no space before one.
  await expect(toggle).toHaveAccessibleName(
    /^Register the death[^,]*, Not started, Overdue: was due \d{1,2} \w+ \d{4}$/,
  )
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(register.getByLabel(/^Status of “Register the death/)).toBeVisible()
  await expect(register.getByRole('heading', { level: 3, name: 'Steps' })).toBeVisible()
  await expect(register.getByRole('link', { name: /^Edit “Register the death/ })).toBeVisible()
  await expect(register.getByRole('link', { name: /^Delete “Register the death/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(register.getByLabel(/^Status of “/)).toHaveCount(0)
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')

  // A completed task goes to the end of the list: the last page.
  await register.getByLabel(/^Status of “Register the death/).selectOption('completed')
  await expect(page.getByText('Task completed')).toBeVisible()
  await expect(page.getByText('1 of 30 tasks completed (3%)')).toBeVisible()
  await page.goto('/dashboard/tasks')
  expect((await rowTexts(page)).some((text) => REGISTER.test(text))).toBe(false)
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page.getByText('30 tasks found, page 2 of 2')).toBeVisible()
  const lastPage = await rowTexts(page)
  expect(lastPage.at(-1)).toMatch(REGISTER)
  expect(lastPage.at(-1)).toContain('Completed')

  // Another order, chosen from the list and kept in the address (a reload keeps it).
  await page.goto('/dashboard/tasks')
  const needsFirst = await rowTexts(page)
  await waitForHydration(page)
  await page.getByLabel('Order').selectOption('title')
  await expect(page).toHaveURL(/sort=title/)
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(new RegExp(`^${AARDVARK}`))
  await page.reload()
  await expect(page.getByLabel('Order')).toHaveValue('title')
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(new RegExp(`^${AARDVARK}`))
  await page.goto('/dashboard/tasks?sort=newest')
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(new RegExp(`^${AARDVARK}`))
  // An order the page does not know is read calmly as what needs doing first.
  const odd = await page.goto('/dashboard/tasks?sort=%3Cscript%3E')
  expect(odd?.status()).toBe(200)
  await expect(page.getByLabel('Order')).toHaveValue('needs')
  expect(await rowTexts(page)).toEqual(needsFirst)

  // The everyday page: the same rows, and the same order in its address.
  await page.goto('/dashboard/generic-tasks?sort=title')
  await expect(page.getByLabel('Order')).toHaveValue('title')
  const everyday = await openTaskRow(page, 'Plan a memorial or tribute')
  await everyday.getByLabel('Status of “Plan a memorial or tribute”').selectOption('in-progress')
  await expect(page.getByText('Task updated')).toBeVisible()
  await expect(everyday.getByRole('heading', { level: 2 })).toContainText('In progress')
  expect(errors).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a row opens as a link to the same list, and the order is a plain form', async ({ page }) => {
    await personWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-16) })
    await page.goto('/dashboard/tasks?search=register')
    const register = taskRow(page, REGISTER)
    const link = register.getByRole('link', { name: REGISTER })
    await expect(link).toHaveAttribute('aria-expanded', 'false')
    await link.click()
    await expect(page).toHaveURL(/search=register&open=[0-9a-f-]+#task-/)
    await expect(register.getByRole('link', { name: REGISTER })).toHaveAttribute('aria-expanded', 'true')
    const status = register.getByLabel(/^Status of “Register the death/)
    await status.selectOption('in-progress')
    await register.getByRole('button', { name: 'Save' }).click()
    await expect(taskRow(page, REGISTER).getByLabel(/^Status of “Register the death/)).toHaveValue('in-progress')
    await taskRow(page, REGISTER).getByRole('link', { name: REGISTER }).click()
    await expect(page.getByLabel(/^Status of “/)).toHaveCount(0)

    await page.goto('/dashboard/generic-tasks')
    await page.getByLabel('Order').selectOption('title')
    await page.getByRole('button', { name: 'Show tasks' }).click()
    await expect(page).toHaveURL(/\/dashboard\/generic-tasks\?sort=title$/)
    await expect(page.getByLabel('Order')).toHaveValue('title')
    // The list sends only its rows (decision 077): a row opened by its address comes with its details.
    const memorial = taskRow(page, 'Plan a memorial or tribute')
    await memorial.getByRole('link', { name: /^Plan a memorial or tribute/ }).click()
    await expect(page).toHaveURL(/sort=title&open=[0-9a-f-]+#task-/)
    await expect(memorial.getByLabel('Status of “Plan a memorial or tribute”')).toBeVisible()
    await expect(memorial.getByRole('heading', { level: 3, name: 'Steps' })).toBeVisible()
  })
})

// Before, a row opened as the signal dropped (its controls not yet fetched, no service worker yet) threw, and the
// whole page became the error screen.
test('a row whose controls cannot be fetched says so in the row; the page stays', async ({ page }) => {
  const errors = collectPageErrors(page)
  await personWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-16) })
  await page.route('**/assets/task-card-panel-*.js', (route) => route.abort('internetdisconnected'))
  await page.goto('/dashboard/tasks')
  await waitForHydration(page)
  const row = await openTaskRow(page, REGISTER)
  await expect(row.getByRole('alert')).toHaveText(
    'This part of the page could not be loaded, perhaps because the signal dropped. Reload the page to try again.',
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Task Manager')
  await expect(taskRow(page, REGISTER)).toHaveCount(1)
  // The failed fetch itself is reported by the browser; nothing else went wrong.
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([])
})

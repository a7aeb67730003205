import { expect, test, type Page } from '@playwright/test'
import { collectPageErrors, expectNoAxeViolations, openTaskRow, premiumPersonWithPlan, taskRow } from './helpers'

/** A new person with a plan for New South Wales (no date of death), on the dashboard. */
// The legal tasks and the dashboard's deadlines are Premium: these people have bought it.
const personWithNswPlan = (page: Page) => premiumPersonWithPlan(page, { country: 'Australia' })

function progressLine(page: Page) {
  return page.getByText(/^\d+ of \d+ tasks completed \(\d+%\)$/).first()
}

test('task manager: add, filter (kept in the URL), complete, edit and delete, and the dashboard agrees', async ({
  page,
}) => {
  test.slow()
  const errors = collectPageErrors(page)
  await personWithNswPlan(page)
  await page.getByRole('link', { name: /Task Manager/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Task Manager' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')
  await expect(progressLine(page)).toHaveText(/^0 of (\d+) tasks completed \(0%\)$/)
  const total = Number((await progressLine(page).textContent())?.match(/of (\d+)/)?.[1])
  await expectNoAxeViolations(page)

  // Add Task: the dialog, the one-entry step list whose remove button is disabled, the title rule.
  await page.getByRole('link', { name: 'Add Task' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Task' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Remove step 1' })).toBeDisabled()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Create Task' }).click()
  await expect(dialog.getByText('Please enter a task title')).toBeVisible()
  await dialog.getByLabel('Title').fill('Ring the vicar about the service')
  await dialog.getByRole('textbox', { name: 'Step 1', exact: true }).fill('Find the parish number')
  await dialog.getByRole('button', { name: 'Add step' }).click()
  await dialog.getByRole('textbox', { name: 'Step 2', exact: true }).fill('Ask about dates')
  await dialog.getByRole('button', { name: 'Add step' }).click()
  await dialog.getByLabel('Category').selectOption('funeral')
  await dialog.getByRole('button', { name: 'Create Task' }).click()
  await expect(page.getByText('Task created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  // Filters are in the URL and survive a reload (a new task without a date comes after those that have one).
  await page.getByLabel('Category', { exact: true }).selectOption('funeral')
  await expect(page).toHaveURL(/category=funeral/)
  await page.getByLabel('Search tasks').fill('vicar')
  await expect(page).toHaveURL(/search=vicar/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1)
  await expect(page.getByLabel('Search tasks')).toHaveValue('vicar')
  await page.getByLabel('Search tasks').fill('no task is called this')
  await expect(page.getByText('No tasks found')).toBeVisible()
  await page.goto('/dashboard/tasks?status=nonsense&category=magic')
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('all')
  // A NUL byte in the address is refused plainly, never passed on to the database.
  const nul = await page.request.get('/dashboard/tasks?search=%00')
  expect(nul.status()).toBe(400)
  expect(await nul.text()).toContain('not allowed')

  // Its row opens to its steps and controls. Complete it: shown at once, confirmed by the toast, counted.
  await page.getByLabel('Search tasks').fill('vicar')
  const card = await openTaskRow(page, 'Ring the vicar about the service')
  await expect(card.getByText('Ask about dates')).toBeVisible()
  await card.getByLabel('Status of “Ring the vicar about the service”').selectOption('completed')
  await expect(page.getByText('Task completed')).toBeVisible()
  await expect(progressLine(page)).toHaveText(`1 of ${total + 1} tasks completed (${Math.round(100 / (total + 1))}%)`)

  // Edit keeps what was not touched.
  await card.getByRole('link', { name: /Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Task' })
  await edit.getByLabel('Notes').fill('Father Brown, St Mary’s')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Task updated')).toBeVisible()
  await expect(card.getByText('Ask about dates')).toBeVisible()

  await page.goto('/dashboard')
  await expect(progressLine(page)).toHaveText(`1 of ${total + 1} tasks completed (${Math.round(100 / (total + 1))}%)`)
  await expect(
    page.getByText('Ann', { exact: false }).filter({ hasText: 'completed “Ring the vicar about the service”' }),
  ).toBeVisible()

  // Delete asks first.
  await page.goto('/dashboard/tasks?search=vicar')
  await (await openTaskRow(page, 'Ring the vicar about the service')).getByRole('link', { name: /Delete/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this task?' })
  await expect(confirm).toContainText('cannot be undone')
  await confirm.getByRole('button', { name: 'Delete task' }).click()
  await expect(page.getByText('Task deleted successfully')).toBeVisible()
  await expect(page.getByText('No tasks found')).toBeVisible()
  expect(errors).toEqual([])
})

test('guided, legal and everyday screens change the same tasks', async ({ page }) => {
  test.slow()
  const errors = collectPageErrors(page)
  await personWithNswPlan(page)

  await page.goto('/tasks')
  for (const group of ['Legal Tasks', 'Funeral Planning', 'Estate Management']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'Custom Tasks' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  // One count of the legal tasks on every view (docs/product.md, 'Tasks', Counts).
  const legalLine = await page
    .getByText(/^0 of \d+ completed$/)
    .first()
    .textContent()
  const legalTotal = Number(legalLine?.match(/of (\d+)/)?.[1])
  await page.goto('/dashboard')
  await expect(page.getByText(`${legalTotal} of ${legalTotal} still to do`, { exact: false })).toBeVisible()
  await page.goto('/dashboard/legal-tasks')
  await expect(page.getByText(`0 of ${legalTotal} completed, ${legalTotal} still to do`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(legalTotal)
  await page.goto('/tasks')
  await page.getByRole('link', { name: 'View Details: Arrange the funeral' }).click()
  const details = page.getByRole('dialog', { name: 'Arrange the funeral' })
  await expect(details.getByRole('button', { name: 'Mark as Not started' })).toHaveCount(0)
  await details.getByRole('button', { name: 'Mark as In progress' }).click()
  await expect(page.getByText('Task status changed to In progress')).toBeVisible()

  await page.getByRole('link', { name: 'Add Custom Task' }).click()
  const add = page.getByRole('dialog', { name: 'Add Custom Task' })
  await add.getByLabel('Task title').fill('   ')
  await add.getByRole('button', { name: 'Add Task' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a task title' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Add Custom Task' }).getByLabel('Task title').fill('  Cancel the newspaper  ')
  await page.getByRole('dialog', { name: 'Add Custom Task' }).getByRole('button', { name: 'Add Task' }).click()
  await expect(page.getByText('“Cancel the newspaper” has been added to your tasks')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Custom Tasks' })).toBeVisible()

  await page.goto('/dashboard/legal-tasks')
  await expect(page.getByRole('link', { name: 'New South Wales resources' })).toHaveAttribute(
    'href',
    '/resources/australia/new-south-wales',
  )
  await expect(page.getByText('Legal tasks progress: 0%')).toBeVisible()
  // A contact's web address reads as the organisation's name, with the site's host beside it.
  await openTaskRow(page, /^Apply for probate or letters of administration/)
  const court = page.getByRole('link', { name: /^Supreme Court of NSW – Probate \(opens in a new tab\)$/ }).first()
  await expect(court).toHaveAttribute('href', /^https:\/\/supremecourt\.nsw\.gov\.au\//)
  await expect(court).toHaveAttribute('target', '_blank')
  await expect(page.getByText('https://supremecourt.nsw.gov.au', { exact: false })).toHaveCount(0)
  // Each task is a row that opens to its details; the first leads (what needs doing first).
  const firstRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
  await firstRow.getByRole('heading', { level: 2 }).getByRole('button').click()
  const first = firstRow.getByRole('button', { name: /^Start Task: / })
  const label = (await first.getAttribute('aria-label'))?.replace('Start Task: ', '') ?? ''
  await first.click()
  await expect(page.getByRole('button', { name: `Mark Complete: ${label}` })).toBeVisible()
  await expect(page.getByText('Task status changed to In progress')).toBeVisible()
  // WCAG 2.2's target size: two toasts at once once put their 20 px close buttons too near each other.
  const closeToast = page.getByRole('button', { name: 'Close toast' }).first()
  expect((await closeToast.boundingBox())?.height).toBeGreaterThanOrEqual(24)
  await page.getByRole('button', { name: `Mark Complete: ${label}` }).click()
  await expect(page.getByRole('button', { name: `Reset Task: ${label}` })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/dashboard/generic-tasks')
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7)
  await (
    await openTaskRow(page, 'Plan a memorial or tribute')
  )
    .getByLabel(/^Status of “Plan a memorial or tribute”$/)
    .selectOption('in-progress')
  await expect(page.getByText('Task updated')).toBeVisible()

  // Every view agrees: the task manager shows all three changes.
  await page.goto(`/dashboard/tasks?search=${encodeURIComponent(label.slice(0, 30))}`)
  await expect(taskRow(page, label).getByRole('heading', { level: 2 })).toContainText('Completed')
  await page.goto('/dashboard/tasks?search=memorial')
  await expect(taskRow(page, 'Plan a memorial or tribute').getByRole('heading', { level: 2 })).toContainText(
    'In progress',
  )
  await page.goto('/dashboard')
  await expect(page.getByText('1 of 7 in progress')).toBeVisible()
  expect(errors).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('status changes and new tasks are plain form posts', async ({ page }) => {
    await personWithNswPlan(page)
    await page.goto('/dashboard/tasks?search=funeral')
    await openTaskRow(page, 'Arrange the funeral')
    const select = page.getByLabel('Status of “Arrange the funeral”')
    await select.selectOption('completed')
    await select.locator('xpath=..').getByRole('button', { name: 'Save' }).click()
    await expect(page.getByLabel('Status of “Arrange the funeral”')).toHaveValue('completed')

    await page.getByRole('link', { name: 'Add Task' }).click()
    await page.getByLabel('Title').fill('Return the library books')
    await page.getByRole('button', { name: 'Create Task' }).click()
    await page.goto('/dashboard/tasks?search=library')
    await expect(page.getByRole('heading', { name: 'Return the library books' })).toBeVisible()
  })
})

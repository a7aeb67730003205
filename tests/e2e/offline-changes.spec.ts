import { expect, test, type Page } from '@playwright/test'
import {
  collectPageErrors,
  expectNoAxeViolations,
  londonDate,
  openTaskRow,
  premiumPersonWithPlan,
  relativeJoins,
  waitForHydration,
} from './helpers'

/**
 * Changes made offline (decision 080): kept on the phone, sent when the signal returns, applied once, and
 * refused with the server's reason when the person may no longer make them.
 */

test.use({ timezoneId: 'Europe/London', viewport: { width: 390, height: 844 } })

const REGISTER = /^Register the death/
const WAITING = 'Saved on this phone, will be sent when you are back online.'

/**
 * The task manager, hydrated, with the queue's code and the code that shows and sends it (with the notice, loaded
 * when the page is idle, decision 084) fetched while there is a signal, and a row open.
 */
async function tasksReadyToGoOffline(page: Page) {
  await page.goto('/dashboard/tasks')
  await queueReady(page)
  const row = await openTaskRow(page, REGISTER)
  // The open row's controls are fetched as it opens (decision 088): here before the signal goes. (Once, in CI,
  // the signal went while they were on their way, and the row never had them: the service worker, which would
  // have them precached, does not run in these tests.)
  await expect(row.getByLabel(/^Status/)).toBeVisible()
  return row
}

test('a task marked done offline reaches the server once when back online', async ({ page, context }) => {
  const errors = collectPageErrors(page)
  const person = await premiumPersonWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-3) })
  const row = await tasksReadyToGoOffline(page)
  const status = row.getByLabel(/^Status/)

  await context.setOffline(true)
  await status.selectOption('completed')
  await expect(row.getByText(WAITING)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '1 change saved on this phone' })).toBeVisible()
  await expect(status).toHaveValue('completed')
  await expectNoAxeViolations(page)

  await context.setOffline(false)
  await expect(page.getByText('1 change saved on this phone')).toBeHidden()
  // The page's data is loaded again: the count, and the task gone to the end with the completed ones.
  await expect(page.getByText(/^1 of \d+ tasks completed/).first()).toBeVisible()

  await page.goto('/dashboard/tasks?status=completed')
  await expect(page.getByText('1 change saved on this phone')).toBeHidden()
  const reloaded = await openTaskRow(page, REGISTER)
  await expect(reloaded.getByLabel(/^Status/)).toHaveValue('completed')
  await expect(reloaded.getByText(WAITING)).toBeHidden()
  // The family's activity: one completion, although the page was loaded again and the queue looked again.
  await page.goto('/dashboard')
  await expect(page.getByText(new RegExp(`${person.fullName} completed “Register the death`))).toHaveCount(1)
  expect(errors).toEqual([])
})

test('a Viewer’s offline change is refused with a message', async ({ page: admin, browser }) => {
  await premiumPersonWithPlan(admin, { country: 'United Kingdom', dateOfDeath: londonDate(-3) })
  const { page: member, person } = await relativeJoins(admin, browser, 'Member')
  const row = await tasksReadyToGoOffline(member)

  // The Member marks a task done on a phone with no signal…
  await member.context().setOffline(true)
  await row.getByLabel(/^Status/).selectOption('completed')
  await expect(row.getByText(WAITING)).toBeVisible()

  // …and is made a Viewer by the Admin before the phone is back online.
  await admin.goto('/family')
  await admin.getByRole('link', { name: `Settings for ${person.fullName}` }).click()
  await admin.getByRole('button', { name: 'Viewer', exact: true }).click()
  await expect(admin.getByRole('status')).toContainText('Member role changed to Viewer')

  await member.context().setOffline(false)
  const refusal = member.getByRole('alert').filter({ hasText: 'Not saved' })
  await expect(refusal).toContainText('“Register the death')
  await expect(refusal).toContainText('As a Viewer of this family you cannot do that.')
  await expect(row.getByText(WAITING)).toBeHidden()
  await expectNoAxeViolations(member)
  await member.getByRole('button', { name: 'I have read this' }).click()
  await expect(refusal).toBeHidden()

  await admin.goto('/dashboard/tasks')
  await expect(admin.getByText(/^0 of \d+ tasks completed/).first()).toBeVisible()
})

/** Waits until the queue's code and notice were fetched while there is a signal (the page idled). */
async function queueReady(page: Page) {
  await waitForHydration(page)
  await page.waitForFunction(() =>
    ['offline-queue', 'offline-changes-sender'].every((chunk) =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes(chunk)),
    ),
  )
}

test('an organisation marked as told offline reaches the server once when back online', async ({ page, context }) => {
  test.setTimeout(180_000)
  const errors = collectPageErrors(page)
  await premiumPersonWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-3) })
  await page.goto('/dashboard/organisations?dialog=add')
  await waitForHydration(page)
  const add = page.getByRole('dialog', { name: 'Add organisations' })
  await add.getByLabel('Name', { exact: true }).fill('Northern Bank')
  await add.getByRole('button', { name: 'Add this organisation' }).click()
  await expect(page.getByRole('heading', { name: 'Northern Bank' })).toBeVisible()
  await page.getByRole('link', { name: 'Edit Northern Bank' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Northern Bank' })
  await expect(edit).toBeVisible()
  await queueReady(page)

  await context.setOffline(true)
  await edit.getByLabel('Status').selectOption('notified')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByText(`${WAITING} You can close this now.`)).toBeVisible()
  await expectNoAxeViolations(page)

  await context.setOffline(false)
  await expect(page.getByText('1 change saved on this phone')).toBeHidden()
  await page.goto('/dashboard/organisations')
  await expect(page.getByText('Organisations told: 1 of 1')).toBeVisible()
  await expect(page.getByText(WAITING)).toBeHidden()
  expect(errors).toEqual([])
})

test('a legal task started offline reaches the server when back online', async ({ page, context }) => {
  test.setTimeout(180_000)
  await premiumPersonWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-3) })
  await page.goto('/dashboard/legal-tasks')
  await queueReady(page)
  const row = await openTaskRow(page, /./)
  const start = row.getByRole('button', { name: /^Start Task: / })
  await expect(start).toBeVisible()

  await context.setOffline(true)
  await start.click()
  await expect(row.getByText(WAITING)).toBeVisible()
  await expect(row.getByText('Status: In Progress')).toBeVisible()
  await expectNoAxeViolations(page)

  await context.setOffline(false)
  await expect(page.getByText('1 change saved on this phone')).toBeHidden()
  await expect(row.getByText(WAITING)).toBeHidden()
  await page.reload()
  const reloaded = await openTaskRow(page, /./)
  await expect(reloaded.getByText('Status: In Progress')).toBeVisible()
})

test('a change whose request fails while the browser thinks it is online is kept and sent later, not an error page', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await premiumPersonWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-3) })
  const row = await tasksReadyToGoOffline(page)
  // A weak signal: the browser believes it is online, but the change's request never gets through.
  await page.route('**/dashboard/tasks.data*', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  )
  await row.getByLabel(/^Status/).selectOption('completed')
  await expect(row.getByText(WAITING)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(row.getByLabel(/^Status/)).toHaveValue('completed')

  // The signal comes back: the queue tries again by itself.
  await page.unroute('**/dashboard/tasks.data*')
  await expect(row.getByText(WAITING)).toBeHidden({ timeout: 60_000 })
  await page.goto('/dashboard/tasks?status=completed')
  const reloaded = await openTaskRow(page, REGISTER)
  await expect(reloaded.getByLabel(/^Status/)).toHaveValue('completed')
})

/** Has the page fetched the code that shows and sends kept changes? Asked once the page has idled. */
async function senderFetched(page: Page): Promise<boolean> {
  await waitForHydration(page)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await page.waitForLoadState('networkidle')
  return page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('offline-changes-sender')),
  )
}

/** How many changes wait in this phone's queue (IndexedDB, app/lib/offline-queue.ts). */
function changesOnPhone(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('afterword-offline')
        opened.onerror = () => reject(new Error(String(opened.error)))
        opened.onsuccess = () => {
          const read = opened.result.transaction('changes').objectStore('changes').get('kept')
          read.onerror = () => reject(new Error(String(read.error)))
          read.onsuccess = () => {
            resolve((read.result as unknown[] | undefined)?.length ?? 0)
            opened.result.close()
          }
        }
      }),
  )
}

// Decision 089: the sender is fetched where a page's forms can keep a change, or while one waits on the phone.
test('a page that keeps no changes fetches no sender, unless a change kept earlier waits: then it sends it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await premiumPersonWithPlan(page, { country: 'United Kingdom', dateOfDeath: londonDate(-3) })
  expect(await senderFetched(page), 'the dashboard, nothing waiting').toBe(false)

  const row = await tasksReadyToGoOffline(page)
  await context.setOffline(true)
  await row.getByLabel(/^Status/).selectOption('completed')
  await expect(row.getByText(WAITING)).toBeVisible()
  await expect.poll(() => changesOnPhone(page)).toBe(1)
  // The phone is put away before the signal returns; the next visit is to the dashboard.
  await page.close()
  await context.setOffline(false)

  const later = await context.newPage()
  await later.goto('/dashboard')
  expect(await senderFetched(later), 'the dashboard, a change waiting').toBe(true)
  await expect.poll(() => changesOnPhone(later)).toBe(0)
  await later.goto('/dashboard/tasks?status=completed')
  await expect((await openTaskRow(later, REGISTER)).getByLabel(/^Status/)).toHaveValue('completed')

  await later.goto('/dashboard')
  expect(await senderFetched(later), 'the dashboard, nothing waiting any more').toBe(false)
})

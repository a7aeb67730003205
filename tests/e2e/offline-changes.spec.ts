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
  await waitForHydration(page)
  await page.waitForFunction(() =>
    ['offline-queue', 'offline-changes-sender'].every((chunk) =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes(chunk)),
    ),
  )
  return openTaskRow(page, REGISTER)
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

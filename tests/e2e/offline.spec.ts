import { expect, test, type Page } from '@playwright/test'
import { collectPageErrors, expectNoAxeViolations, premiumPersonWithPlan, waitForHydration } from './helpers'

/**
 * The offline copy (issue 36, decision 079): the service worker keeps a signed-in person's plan, checklist,
 * organisations and family for reading without a signal, says when a page is a saved copy and from when, never
 * keeps the document vault, and empties the person's caches when they sign out or their session ends.
 */

test.use({ serviceWorkers: 'allow' })

const SAVED_AT = /You are offline: this is the copy saved at \d{2}:\d{2} on \d{1,2} [A-Z][a-z]+\./

/** Waits until the service worker is active and in charge of this page. */
async function workerInCharge(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve))
  })
}

async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys())
}

/** Every address in every cache, with the cache's name. */
async function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) addresses.push(`${name} ${new URL(request.url).pathname}`)
    }
    return addresses
  })
}

const personCaches = (names: string[]) => names.filter((name) => name.startsWith('afterword-person-'))

/** A person with a plan whose pages have been opened once with the worker in charge, so they are saved. */
async function personWithSavedPages(page: Page) {
  const person = await premiumPersonWithPlan(page, { country: 'United Kingdom' })
  await workerInCharge(page)
  for (const path of [
    '/dashboard',
    '/dashboard/checklist',
    '/dashboard/organisations',
    '/family',
    '/dashboard/documents',
  ]) {
    await page.goto(path)
  }
  await expect.poll(async () => personCaches(await cacheNames(page)).length).toBe(1)
  return person
}

test('public pages load nothing but the worker’s registration, under 2 KB, and it registers after load', async ({
  page,
}) => {
  const scripts: { url: string; bytes: number }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length })
    }
  })
  await page.goto('/help')
  await workerInCharge(page)
  expect(scripts.map((script) => script.url)).toEqual(['/sw-register.js'])
  expect(scripts[0]?.bytes).toBeLessThan(2 * 1024)
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
  expect(new URL(registration ?? '').pathname).toBe('/sw.js')
})

test('a signed-out visitor’s caches hold the shell and public pages only', async ({ page }) => {
  await page.goto('/')
  await workerInCharge(page)
  for (const path of ['/help', '/resources/uk', '/auth', '/support']) await page.goto(path)
  await expect.poll(() => cachedAddresses(page)).toContainEqual('afterword-public /resources/uk')
  const addresses = await cachedAddresses(page)
  expect(personCaches(await cacheNames(page))).toEqual([])
  // Pages other than the prerendered public ones are not kept for a visitor (the sign-in and support forms).
  expect(addresses.filter((address) => /\/(auth|support)$/.test(address))).toEqual([])
  // The precached public pages were fetched without cookies.
  expect(addresses).toContainEqual(expect.stringMatching(/^workbox-precache-v2-.* \/offline$/))
  // What a page fetches only later (the queue of changes kept offline once idle, the calendar when it is chosen)
  // is at hand without a signal even if it was never fetched with one.
  for (const part of ['offline-changes-sender', 'offline-queue', 'task-calendar']) {
    expect(addresses).toContainEqual(expect.stringMatching(new RegExp(`^workbox-precache-v2-.* /assets/${part}-`)))
  }
})

test('without a signal, the plan and the checklist show with when they were saved; documents never do', async ({
  page,
  context,
}) => {
  await personWithSavedPages(page)
  const addresses = await cachedAddresses(page)
  expect(addresses.filter((address) => address.includes('/documents'))).toEqual([])
  // No script blocked by the page's policy, and no hydration error from the notice, online or offline.
  const errors = collectPageErrors(page)

  await context.setOffline(true)
  await page.goto('/dashboard')
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(SAVED_AT)
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/dashboard/checklist')
  await expect(page.getByRole('heading', { level: 1, name: 'Printable Checklist' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(SAVED_AT)
  // The saved page still starts up (its scripts are kept), and the notice stays once it has.
  await waitForHydration(page)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(SAVED_AT)

  // A link followed in the started page loads the saved copy instead of failing.
  await page.goto('/dashboard')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /Who to tell/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/dashboard\/organisations$/)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(SAVED_AT)

  await page.goto('/dashboard/documents')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
  await expect(page.getByText('Private documents are never saved on this phone.')).toBeVisible()
  await expectNoAxeViolations(page)
  await context.setOffline(false)
  expect(errors).toEqual([])
})

test('signing out empties the person’s caches', async ({ page, context }) => {
  const person = await personWithSavedPages(page)
  await page.goto('/dashboard')
  await page.getByText(person.fullName, { exact: true }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(personCaches(await cacheNames(page))).toEqual([])

  await context.setOffline(true)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
  await context.setOffline(false)
})

test('when the session ends elsewhere, the next page empties the person’s caches', async ({ page }) => {
  await personWithSavedPages(page)
  // The session is ended outside this page (as signing out on another device, or its expiry, would): the request
  // shares the browser's cookies but not its service worker.
  const origin = new URL(page.url()).origin
  await page.request.post('/auth/sign-out', { headers: { Origin: origin }, maxRedirects: 0 })
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth/)
  await expect.poll(async () => personCaches(await cacheNames(page))).toEqual([])
})

import { expect, test } from '@playwright/test'
import { fromOwnAddress, premiumPersonWithPlan, waitForHydration } from './helpers'

/**
 * The server draws the pages with React and the browser runs them on Preact (decision 091). These check what
 * squaring the two is for: the browser takes over the server's page as it is, and the parts of the page outside
 * the body (the `<html>` element's attributes, the title) still follow the person's settings and navigation.
 */

test('the browser takes over the server’s page without drawing any of it again', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await fromOwnAddress(context)
  const page = await context.newPage()
  await premiumPersonWithPlan(page, { country: 'United Kingdom', deceasedName: 'Margaret Jones' })
  // What the page is made of, removed from it: taking over the page should remove none of it. (Scripts that have
  // run, React's comments and hints go, and a control that only works without JavaScript, such as 'Show the
  // regions for this country', gives way to its scripted twin once the page runs.)
  await page.addInitScript(() => {
    const removed: string[] = []
    Object.assign(window, { removedElements: removed })
    const structure = 'main, header, footer, nav, h1, h2, h3, form, [role="status"], link[rel="stylesheet"]'
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches(structure) || node.querySelector(structure)))
            removed.push(`${node.outerHTML.slice(0, 60)}… ${node.textContent?.slice(0, 80)}`)
    }).observe(document, { childList: true, subtree: true })
  })
  // Settings has parts further down whose code is fetched only when they are reached (decision 088).
  await page.goto('/dashboard/settings')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)).toEqual([])
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1)
  // Reaching a part further down hydrates it where it is: nothing of it is drawn again either.
  const partCode = page.waitForResponse(/\/assets\/more-settings-[\w-]+\.js$/)
  await page.getByRole('heading', { name: 'Where you are signed in' }).scrollIntoViewIfNeeded()
  await partCode
  // Drawn once its code has run: the part's own button answers a click.
  await page.getByRole('button', { name: 'Save e-mail settings' }).click()
  await expect(page.getByText(/^Settings saved/).first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)).toEqual([])

  // A client navigation gives the new page its title.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate('/dashboard/tasks'),
  )
  await expect(page).toHaveTitle('Task Manager — Afterword')
  await context.close()
})

test('large print turned on and off in Settings changes the page at once, without reloading', async ({ browser }) => {
  const context = await browser.newContext()
  await fromOwnAddress(context)
  const page = await context.newPage()
  await premiumPersonWithPlan(page, { country: 'United Kingdom', deceasedName: 'Margaret Jones' })
  await page.goto('/dashboard/settings')
  await waitForHydration(page)
  const html = page.locator('html')
  const largePrint = page.getByRole('checkbox', { name: 'Large print' })
  const save = page.getByRole('button', { name: 'Save large print and colours' })
  await largePrint.check()
  await save.click()
  await expect(html).toHaveAttribute('data-text-size', 'large')
  await largePrint.uncheck()
  await save.click()
  await expect(page.getByRole('status').filter({ hasText: 'Large print' })).toContainText('Large print is off.')
  await expect(html).not.toHaveAttribute('data-text-size')
  // The same document all along: nothing was reloaded.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
  await context.close()
})

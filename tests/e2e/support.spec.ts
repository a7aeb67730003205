import { expect, test, type Page } from '@playwright/test'
import {
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  newPerson,
  signUpThroughPage,
  VIEWPORTS,
} from './helpers'

/** The address the browser tests' server lists in SUPPORT_ADMINS (playwright.config.ts). */
const SUPPORT_ADMIN = 'support-admin@example.com'

for (const viewport of VIEWPORTS) {
  test(`/support at ${viewport.width}px renders accessibly, crisis lines first`, async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.setViewportSize(viewport)
    const response = await page.goto('/support?country=UK')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support and resources')
    const banner = page.getByRole('region', { name: 'If you need someone to talk to right now' }).first()
    await expect(banner.getByRole('link', { name: 'call 999' })).toHaveAttribute('href', 'tel:999')
    await expect(banner.getByRole('link', { name: 'call 116 123' })).toHaveAttribute('href', 'tel:116123')
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  })
}

test('the crisis lines follow the browser’s country, and another country can be chosen', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-AU' })
  const page = await context.newPage()
  await page.goto('/support')
  const banner = page.getByRole('region', { name: 'If you need someone to talk to right now' }).first()
  await expect(banner.getByRole('link', { name: 'call 000' })).toBeVisible()
  await banner.getByLabel('Numbers for another country').selectOption({ label: 'New Zealand' })
  await banner.getByRole('button', { name: 'Show numbers' }).click()
  await expect(page).toHaveURL('/support?country=NZ')
  await expect(banner.getByRole('link', { name: 'call 111' })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'call 1737' })).toBeVisible()
  await context.close()
})

test('help → support: search, category and article each shape the page', async ({ page }) => {
  await page.goto('/help')
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('death certificate')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL('/support?search=death+certificate')
  await expect(page.getByRole('heading', { name: 'Articles matching “death certificate”' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search the help articles' })).toHaveValue('death certificate')
  await expect(page.getByText(/\d+ articles? found/)).toBeVisible()
  await page
    .getByRole('link', { name: /death certificate/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/help\/[a-z-]+\/[a-z-]+$/)
  await expect(page.getByText(/Last updated/)).toBeVisible()

  await page.goto('/help')
  await page.getByRole('link', { name: 'Ask about legal guidance' }).click()
  await expect(page).toHaveURL('/support?category=Legal%20Guidance')
  await expect(page.getByRole('heading', { name: 'Legal Guidance articles' })).toBeVisible()
  await expect(page.getByLabel('What is it about?')).toHaveValue('Legal Guidance')

  await page.goto('/help')
  const popular = page.getByRole('region', { name: 'Popular articles' })
  const title = (await popular.getByRole('link').first().textContent()) ?? ''
  await popular.getByRole('link').first().click()
  // One address per article: the popular list opens the same clean page as the article's category does.
  await expect(page).toHaveURL(/\/help\/[a-z-]+\/[a-z-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const articleUrl = new URL(page.url()).pathname

  // The old address on the support page moves there for good.
  const old = await page.request.get(`/support?article=${encodeURIComponent(title)}`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(new URL(old.headers()['location'] ?? '', page.url()).pathname).toBe(articleUrl)

  await page.goto('/support?article=No%20such%20article')
  await expect(page.getByRole('heading', { name: 'We could not find that article' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search the help articles' })).toBeVisible()
})

test('the FAQ search finds articles, and says so plainly when nothing matches', async ({ page }) => {
  await page.goto('/support')
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Search the help articles' })
  await search.fill('probate')
  await search.press('Enter')
  await expect(page).toHaveURL('/support?search=probate')
  await expect(page.getByRole('link', { name: 'Probate and administering an estate' })).toBeVisible()
  await search.fill('zzzz qqqq')
  await search.press('Enter')
  await expect(page.getByText('No articles match “zzzz qqqq”.', { exact: false })).toBeVisible()
})

test('the help centre links the user guide in a new tab and Submit Feedback to the support page', async ({ page }) => {
  await page.goto('/help')
  const guide = page.getByRole('link', { name: /User Guide/ })
  await expect(guide).toHaveAttribute('href', '/user-guide.pdf')
  await expect(guide).toHaveAttribute('target', '_blank')
  const pdf = await page.request.get('/user-guide.pdf')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await page.getByRole('link', { name: 'Submit Feedback' }).click()
  await expect(page).toHaveURL('/support')
})

async function fillContactForm(page: Page, fields: { name?: string; email?: string; message?: string }) {
  const form = page.locator('form#contact')
  if (fields.name !== undefined) await form.getByLabel('Your name').fill(fields.name)
  if (fields.email !== undefined) await form.getByLabel('Your e-mail address').fill(fields.email)
  if (fields.message !== undefined) await form.getByLabel('Your message').fill(fields.message)
  return form
}

for (const javaScriptEnabled of [true, false]) {
  test(`the contact form ${javaScriptEnabled ? 'with' : 'without'} JavaScript: required fields, then thanks, and no e-mail to a typed address`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'en-GB' })
    const page = await context.newPage()
    const person = newPerson()
    await page.goto('/support')
    const form = await fillContactForm(page, {
      name: person.fullName,
      message: 'Where do I find the death certificate?',
    })
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields')
    await expect(page.getByText('Please enter your e-mail address')).toBeVisible()
    // Nothing typed is lost.
    await expect(form.getByLabel('Your message')).toHaveValue('Where do I find the death certificate?')

    await fillContactForm(page, { email: person.email })
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(
      page.getByText('Thank you for your message. Our support team will respond within 24 hours.'),
    ).toBeVisible()

    await expect(page.getByRole('status')).toContainText(`We will reply to ${person.email}.`)

    // The team has the message; the address typed by someone signed out gets nothing (decision 042).
    await page.goto('/dev/outbox')
    await expect(
      page.getByRole('article').filter({ hasText: 'Where do I find the death certificate?' }).first(),
    ).toBeVisible()
    await expect(page.getByRole('article').filter({ hasText: `To ${person.email}` })).toHaveCount(0)
    await context.close()
  })
}

test('choosing Emergency Support shows the crisis lines at once, before anything is sent, even without JavaScript', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/support')
    const form = page.locator('form#contact')
    const lines = form.getByRole('region', { name: 'If you need someone to talk to right now' })
    await expect(lines).toBeHidden()
    await form.getByLabel('What is it about?').selectOption('Emergency Support')
    await expect(lines).toBeVisible()
    await expect(lines.getByRole('link', { name: 'call 988' })).toBeVisible()
    await expect(lines.getByRole('link', { name: 'call 911' })).toBeVisible()
    await context.close()
  }
})

test('a support admin reads a question in the inbox and replies by e-mail', async ({ browser }) => {
  // The sender.
  const visitor = await browser.newContext()
  const asker = await visitor.newPage()
  const sender = newPerson()
  // Unique to this run, so that a retry never finds the question an earlier attempt left in the inbox.
  const question = `Can my sister see the plan? (${sender.fullName})`
  await asker.goto('/support')
  const form = await fillContactForm(asker, {
    name: sender.fullName,
    email: sender.email,
    message: question,
  })
  await form.getByLabel('What is it about?').selectOption('Technical Help')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(asker.getByText(/Thank you for your message/)).toBeVisible()
  await visitor.close()

  // The admin: signs up with the address SUPPORT_ADMINS lists and confirms it from the outbox.
  const team = await browser.newContext()
  const page = await team.newPage()
  await signUpThroughPage(page, { ...newPerson(), email: SUPPORT_ADMIN })
  await page.goto('/support/inbox')
  await expect(page.getByText(/Please confirm your e-mail address first/)).toBeVisible()
  await page.goto('/dev/outbox')
  await page
    .getByRole('article')
    .filter({ hasText: `To ${SUPPORT_ADMIN}` })
    .filter({ hasText: 'confirm your e-mail' })
    .getByRole('link', { name: /verify-email/ })
    .click()
  await page.goto('/support/inbox')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support inbox')
  await expectNoAxeViolations(page)
  const entry = page.getByRole('listitem').filter({ hasText: question })
  await expect(entry.getByRole('heading')).toContainText(`Technical Help · ${sender.fullName}`)
  await entry.getByLabel(`Reply to ${sender.fullName}`).fill('Yes: invite her from the family page.')
  await entry.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByRole('status')).toHaveText('Your reply was sent and the request is marked as answered.')
  await expect(page.getByRole('listitem').filter({ hasText: question })).toHaveCount(0)

  await page.goto('/dev/outbox')
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `To ${sender.email}` })
      .filter({ hasText: 'Yes: invite her' }),
  ).toBeVisible()
  await team.close()
})

test('the support inbox is not found for anyone else', async ({ page }) => {
  await signUpThroughPage(page)
  const response = await page.goto('/support/inbox')
  expect(response?.status()).toBe(404)
})

import { expect, test } from '@playwright/test'

const NAV = [
  ['Home', '/'],
  ['About', '/about'],
  ['Premium', '/premium'],
  ['Dashboard', '/dashboard'],
  ['Regions', '/regions'],
  ['Resources', '/resources'],
  ['Help', '/help'],
] as const

test('desktop navigation links to the seven sections and marks the current page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/about')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [name, href] of NAV) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
})

test('on a phone the navigation is a menu that works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'About' })).toBeHidden()
  const menu = nav.getByText('Menu')
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible()
  await expect(page.getByText('Menu')).toHaveJSProperty('parentElement.open', true)
  await page.keyboard.press('Escape')
  await nav.getByRole('link', { name: 'About' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Afterword')
  await expect(nav.getByRole('link', { name: 'Premium' })).toBeHidden()
})

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/premium')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test('the footer shows the current year', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Afterword`)
})

import { describe, expect, it } from 'vitest'
import { routeLabel } from './metrics.server'

describe('the route label of a request in the metrics', () => {
  it('turns ids and tokens into :id, so one route is one series', () => {
    expect(routeLabel('/dashboard/organisations/0b7c4c1e-3a41-4bde-9a53-2b9d3b6c1d20/letter.pdf', 200)).toBe(
      '/dashboard/organisations/:id/letter.pdf',
    )
    expect(routeLabel('/dashboard/settings/your-data/8d2f0c3a-1111-4bde-9a53-2b9d3b6c1d20/download', 200)).toBe(
      '/dashboard/settings/your-data/:id/download',
    )
    expect(routeLabel('/email/unsubscribe/c2lnbmVkLXRva2VuLWZvci10aGUtdGVzdA', 200)).toBe('/email/unsubscribe/:id')
  })

  it('never keeps a calendar feed token, and folds paths that were not found and assets into one label', () => {
    expect(routeLabel('/calendar/abcdef.ics', 200)).toBe('/calendar/:token')
    expect(routeLabel('/wp-admin/setup.php', 404)).toBe('(not found)')
    expect(routeLabel('/assets/root-Bx12.js', 200)).toBe('/assets/*')
    expect(routeLabel('/dashboard', 200)).toBe('/dashboard')
  })
})

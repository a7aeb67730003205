import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from '~/lib/auth.server'
import { loader as feedLoader } from '~/routes/calendar-feed'
import { loader as downloadLoader } from '~/routes/dashboard.calendar-ics'
import { loader as checklistPdfLoader } from '~/routes/dashboard.checklist[.]pdf'
import { loader as checklistLoader } from '~/routes/dashboard.checklist'
import { loader as paperPackLoader } from '~/routes/dashboard.paper-pack[.]pdf'
import { action as legalAction, loader as legalLoader } from '~/routes/dashboard.legal-tasks'
import { action as settingsAction, loader as settingsLoader } from '~/routes/dashboard.settings'
import { loader as timelineLoader } from '~/routes/dashboard.timeline'
import { loader as dashboardLoader } from '~/routes/dashboard'
import { loader as tasksLoader } from '~/routes/dashboard.tasks'
import { loader as upgradeLoader } from '~/routes/upgrade'
import { refundPayment } from '~/features/payments/payments.server'
import { eraseAccount } from '~/features/privacy/erasure.server'
import { familyHasPremium } from '~/features/family/index.server'
import pino from 'pino'
import { calendarFeeds, familyMembers, payments, profiles, tasks } from '~db/schema'
import { actionResult, refusalOf } from '../setup/action-result'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

/** Runs a loader that may throw a redirect, and answers where it went (or null when it rendered). */
async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run()
    return null
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return thrown.headers.get('Location')
    throw thrown
  }
}

const get = (path: string, cookie: string) => fixture.routeArgs(path, { headers: { cookie } })

describe('premium features, for a family without premium', () => {
  it.each([
    ['/dashboard/legal-tasks', 'legal-tasks', legalLoader],
    ['/dashboard/timeline', 'timeline', timelineLoader],
    ['/dashboard/checklist', 'checklist', checklistLoader],
    ['/dashboard/checklist.pdf', 'checklist', checklistPdfLoader],
    ['/dashboard/paper-pack.pdf', 'checklist', paperPackLoader],
    ['/dashboard/calendar.ics', 'calendar', downloadLoader],
  ] as const)('%s sends them to the upgrade page for %s', async (path, feature, loader) => {
    const ann = await fixture.personWithFamily('Ann')
    // Each loader's own argument type; the request is what matters here.
    const run = () => (loader as (args: unknown) => Promise<unknown>)(get(path, ann.cookie))
    expect(await redirectOf(run)).toBe(`/upgrade?feature=${feature}`)
  })

  it('the upgrade page names the feature, and only an admin is offered the purchase', async () => {
    const ann = await fixture.personWithFamily('Ann')
    const page = await upgradeLoader(get('/upgrade?feature=timeline', ann.cookie))
    expect(page).toEqual({ feature: 'The timeline and calendar', premium: false, canBuy: true })
    const viewer = await fixture.memberOf(ann.familyId, 'Viewer', 'Val')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, viewer.id))
    expect(await upgradeLoader(get('/upgrade?feature=nonsense', viewer.cookie))).toEqual({
      feature: null,
      premium: false,
      canBuy: false,
    })
  })

  it('a forged legal-task status change is refused with 403 and nothing changes', async () => {
    const ann = await fixture.personWithFamily('Ann')
    const [legal] = await fixture.db.select().from(tasks).where(eq(tasks.familyId, ann.familyId)).limit(1)
    if (!legal) throw new Error('no task')
    const args = fixture.routeArgs('/dashboard/legal-tasks', {
      method: 'POST',
      headers: { cookie: ann.cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams({ intent: 'set-status', taskId: legal.id, status: 'completed' }),
    })
    const refusal = await legalAction(args).then(
      () => null,
      (thrown: unknown) => refusalOf<{ message: string }>(thrown),
    )
    expect(refusal?.status).toBe(403)
    expect(refusal?.data.message).toMatch(/part of Premium/)
    const [after] = await fixture.db.select().from(tasks).where(eq(tasks.id, legal.id))
    expect(after?.status).toBe(legal.status)
  })

  it('no calendar link can be made, and an existing feed answers 403 without the tasks', async () => {
    const ann = await fixture.personWithFamily('Ann')
    const made = actionResult<{ ok: boolean }>(
      await settingsAction(
        fixture.routeArgs('/dashboard/settings', {
          method: 'POST',
          headers: { cookie: ann.cookie, origin: TEST_ORIGIN },
          body: new URLSearchParams({ intent: 'calendar-create' }),
        }),
      ),
    )
    expect(made.status).toBe(403)
    expect(await fixture.db.select().from(calendarFeeds).where(eq(calendarFeeds.familyId, ann.familyId))).toEqual([])
  })

  it('the dashboard keeps progress and tiles, and leaves out the next deadlines and the activity feed', async () => {
    const ann = await fixture.personWithFamily('Ann')
    const page = await dashboardLoader(get('/dashboard', ann.cookie))
    expect(page.premium).toBe(false)
    expect(page.figures.all.total).toBeGreaterThan(0)
    expect(page.upcoming).toEqual([])
    expect(page.activity).toEqual([])
  })

  it('the free task manager stays open', async () => {
    const ann = await fixture.personWithFamily('Ann')
    expect(await redirectOf(() => tasksLoader(get('/dashboard/tasks', ann.cookie)))).toBeNull()
  })
})

describe('premium features, for a family with premium', () => {
  it('open to the admin who bought it and to every member of the family', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const member = await fixture.memberOf(ann.familyId, 'Member', 'Max')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, member.id))
    for (const person of [ann, member]) {
      expect(await redirectOf(() => legalLoader(get('/dashboard/legal-tasks', person.cookie)))).toBeNull()
      expect(await redirectOf(() => timelineLoader(get('/dashboard/timeline', person.cookie)))).toBeNull()
      const dashboard = await dashboardLoader(get('/dashboard', person.cookie))
      expect(dashboard.premium).toBe(true)
      expect(dashboard.upcoming.length).toBeGreaterThan(0)
    }
  })

  it('a member’s own premium does not open a family whose admins have none', async () => {
    const ann = await fixture.personWithFamily('Ann')
    const member = await fixture.memberOf(ann.familyId, 'Member', 'Mo')
    await fixture.db
      .update(profiles)
      .set({ activeFamilyId: ann.familyId, hasPurchasedPremium: true })
      .where(eq(profiles.userId, member.id))
    expect(await redirectOf(() => legalLoader(get('/dashboard/legal-tasks', member.cookie)))).toBe(
      '/upgrade?feature=legal-tasks',
    )
  })

  it('the feed stops serving tasks when premium is withdrawn (a refund), and serves them again when restored', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const made = actionResult<{ feedUrl?: string }>(
      await settingsAction(
        fixture.routeArgs('/dashboard/settings', {
          method: 'POST',
          headers: { cookie: ann.cookie, origin: TEST_ORIGIN },
          body: new URLSearchParams({ intent: 'calendar-create' }),
        }),
      ),
    )
    const token = /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(made.data.feedUrl ?? '')?.[1] ?? ''
    const fetchFeed = () =>
      feedLoader(
        fixture.routeArgs(`/calendar/${token}.ics`, { headers: { [CLIENT_IP_HEADER]: '198.51.100.9' } }, { token }),
      )
    expect((await fetchFeed()).status).toBe(200)
    await refundPremiumOf(ann.id)
    const refused = await fetchFeed()
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toMatch(/BEGIN:VEVENT/)
  })
})

async function refundPremiumOf(userId: string) {
  await fixture.db
    .update(payments)
    .set({ providerPaymentId: `pi_${userId}` })
    .where(eq(payments.userId, userId))
  await refundPayment(fixture.db, { providerPaymentId: `pi_${userId}` })
}

describe('premium belongs to the family once bought', () => {
  it('stays when the buyer erases their account', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const max = await fixture.memberOf(ann.familyId, 'Member', 'Max')
    const services = {
      db: fixture.db,
      store: fixture.documents.store,
      mailer: fixture.mailer,
      logger: pino({ level: 'silent' }),
    }
    await eraseAccount(services, ann.id, { [ann.familyId]: max.id })
    expect(await familyHasPremium(fixture.db, ann.familyId)).toBe(true)
  })

  it('stays when the buyer is no longer an Admin', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const bea = await fixture.memberOf(ann.familyId, 'Admin', 'Bea')
    await fixture.db.update(familyMembers).set({ role: 'Member' }).where(eq(familyMembers.userId, ann.id))
    expect(await familyHasPremium(fixture.db, ann.familyId)).toBe(true)
    expect(bea.id).not.toBe(ann.id)
  })

  it('a Member sees in Settings that the family has Premium, not the free plan', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const max = await fixture.memberOf(ann.familyId, 'Member', 'Max')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, max.id))
    const page = await settingsLoader(get('/dashboard/settings', max.cookie))
    expect(page.hasPurchasedPremium).toBe(false)
    expect(page.familyHasPremium).toBe(true)
  })

  it('a refund takes it back', async () => {
    const ann = await fixture.premiumFamily('Ann')
    await refundPremiumOf(ann.id)
    expect(await familyHasPremium(fixture.db, ann.familyId)).toBe(false)
  })
})

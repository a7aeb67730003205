import pino from 'pino'
import { afterAll, beforeAll } from 'vitest'
import type { AppLoadContext } from 'react-router'
import type { AppServices } from '~/load-context'
import { activatePayment, paymentsFrom, startCheckout } from '~/features/payments/index.server'
import { testModeProvider } from '~/features/payments/test-mode-provider.server'
import type { FamilyRole } from '~db/schema/vocabulary'
import type { DatabaseHandle } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { completeOnboarding } from '~/features/onboarding/onboarding.server'
import { action as uploadAction } from '~/routes/dashboard.documents.upload'
import { eq } from 'drizzle-orm'
import { familyMembers, payments, users } from '~db/schema'
import { createUser } from '../factories/users'
import { createTestAuth, TEST_AUTH_SECRET, TEST_VAPID_KEYS, TEST_ORIGIN, testSettings } from './test-auth'
import { createTestDatabase } from './test-database'
import { testDocumentVault } from './test-documents'

/**
 * What an integration test file starts from: its own migrated database, Better Auth and the mailer on it, a
 * load context as the server hands loaders and actions, and people with a family. Call `setUpTestContext()` once
 * at the top of the file; it opens everything before the file's tests and closes it after.
 */

export type OnboardingAnswers = Parameters<typeof completeOnboarding>[2]

/** A family in England with a date of death, its plan generated. */
export const ENGLAND: OnboardingAnswers = {
  country: 'UK',
  region: 'uk-england',
  dateOfDeath: '2026-11-10',
  priorities: [],
}

export interface TestPerson {
  id: string
  /** Their session cookie, ready to send as a Cookie header. */
  cookie: string
}

export interface PersonWithFamily extends TestPerson {
  familyId: string
  /** Their access as the family's Admin. */
  access: FamilyAccess
}

export class TestContext {
  /** `openTestDatabase`: where the file's database comes from (default: the harness's, migrated). */
  constructor(private readonly openTestDatabase: () => Promise<DatabaseHandle> = () => createTestDatabase()) {}

  #handle: DatabaseHandle | undefined
  #services: ReturnType<typeof createTestAuth> | undefined

  /** The payment provider loaders and actions get: test mode, unless a test puts Stripe (on a fixture) here. */
  payments: AppServices['payments'] | undefined

  /** The document vault loaders and actions get: files in a temporary folder (tests may swap it). */
  documents: ReturnType<typeof testDocumentVault> = testDocumentVault()

  /** Account addresses allowed into the support inbox (SUPPORT_ADMINS), for this file's tests. */
  supportAdmins: string[] = []

  async open(): Promise<void> {
    this.#handle = await this.openTestDatabase()
    this.#services = createTestAuth(this.#handle.db)
    this.payments = paymentsFrom({}, this.#handle.db)
  }

  async close(): Promise<void> {
    await this.#handle?.close()
  }

  get db() {
    return this.#ready().handle.db
  }

  get auth() {
    return this.#ready().services.auth
  }

  /** The sign-in delays Better Auth asked for, in seconds, in order (recorded, never waited). */
  get signInPauses(): number[] {
    return this.#ready().services.pauses
  }

  get mailer() {
    return this.#ready().services.mailer
  }

  /** What the server hands a loader or action (app/load-context.ts), on this file's database. */
  get loadContext(): AppLoadContext {
    const { services } = this.#ready()
    return {
      requestId: 'test',
      logger: pino({ level: 'silent' }),
      services: {
        db: this.db,
        auth: services.auth,
        mailer: services.mailer,
        settings: testSettings({ supportAdmins: this.supportAdmins }),
        linkSecret: TEST_AUTH_SECRET,
        payments: this.payments ?? paymentsFrom({}, this.db),
        documents: this.documents,
        vapid: TEST_VAPID_KEYS,
      },
    }
  }

  /** What React Router hands a loader or action for a request to `path`; `params` as the route's path gives them. */
  routeArgs<Params extends object>(path: string, init: RequestInit = {}, params: Params = {} as Params) {
    const request = new Request(`${TEST_ORIGIN}${path}`, init)
    return { request, url: new URL(request.url), pattern: path, params, context: this.loadContext }
  }

  /** What the documents page's script sends: the details, then the files; the upload action's answer. */
  uploadDocuments(
    cookie: string,
    files: Array<{ name: string; content: string | Uint8Array }>,
    fields: Record<string, string> = {},
  ): Promise<Response> {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    for (const file of files) {
      const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content
      form.append('file', new Blob([new Uint8Array(bytes)]), file.name)
    }
    return uploadAction(
      this.routeArgs('/dashboard/documents/upload', {
        method: 'POST',
        body: form,
        headers: { cookie, accept: 'application/json', origin: TEST_ORIGIN },
      }),
    )
  }

  /** A signed-up person with their session, before onboarding. */
  person(name = 'Ann'): Promise<TestPerson> {
    return createUser(this.auth, name)
  }

  /** A signed-up person who completed onboarding with these answers: their family's Admin, its plan made. */
  async personWithFamily(name = 'Ann', answers: OnboardingAnswers = ENGLAND): Promise<PersonWithFamily> {
    const person = await this.person(name)
    const result = await completeOnboarding(this.db, person.id, answers)
    if (!result.ok) throw new Error(`personWithFamily: onboarding failed (${JSON.stringify(result.fieldErrors)})`)
    return {
      ...person,
      familyId: result.familyId,
      access: { familyId: result.familyId, userId: person.id, role: 'Admin' },
    }
  }

  /** A new person who joins the family in this role (their active family stays unset). */
  async memberOf(familyId: string, role: FamilyRole, name: string = role): Promise<TestPerson> {
    const person = await this.person(name)
    await this.db.insert(familyMembers).values({ familyId, userId: person.id, role })
    return person
  }

  /**
   * A person with a family that has Premium: as `personWithFamily`, and their premium access on, as a paid
   * purchase leaves it. The one helper every test of a premium feature starts from.
   */
  async premiumFamily(name = 'Ann', answers: OnboardingAnswers = ENGLAND): Promise<PersonWithFamily> {
    const person = await this.personWithFamily(name, answers)
    // Paid through the built-in test-mode checkout, as a person would: the payment row, then its activation.
    const [user] = await this.db.select().from(users).where(eq(users.id, person.id))
    const services = {
      db: this.db,
      provider: testModeProvider(this.db),
      mailer: this.mailer,
      logger: pino({ level: 'silent' }),
      publicUrl: TEST_ORIGIN,
    }
    const payer = { id: person.id, email: user?.email ?? '', name: user?.name ?? name }
    const { url } = await startCheckout(services, payer, person.familyId, { type: 'premium' })
    const [payment] = await this.db.select({ id: payments.id }).from(payments).where(eq(payments.checkoutUrl, url))
    if (!payment) throw new Error('premiumFamily: no payment was recorded')
    await activatePayment(services, payment.id, null)
    return person
  }

  #ready() {
    if (!this.#handle || !this.#services) throw new Error('TestContext: use it inside a test or hook')
    return { handle: this.#handle, services: this.#services }
  }
}

/** The file's test context: opened before its tests, closed after them. */
export function setUpTestContext(openTestDatabase?: () => Promise<DatabaseHandle>): TestContext {
  const context = new TestContext(openTestDatabase)
  beforeAll(() => context.open())
  afterAll(() => context.close())
  return context
}

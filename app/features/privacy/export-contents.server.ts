import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { loadEstateRecords } from '~/features/estate/index.server'
import {
  activities,
  certificateSendings,
  documents,
  familyOrganisations,
  families,
  familyMembers,
  payments,
  profiles,
  pushSubscriptions,
  supportRequests,
  tasks,
  users,
} from '~db/schema'

/**
 * What 'Download my data' holds about a person (decision 050), as one JSON document: their account and profile,
 * each family they belong to with its tasks, the organisations it is telling and the certificate copies sent,
 * what they did in it, their payments and support requests, and a list of the documents they uploaded with the
 * place of each file in the ZIP. Nothing that is not theirs to see: a family's tasks and organisations are in it
 * because every member may read them; other members' documents are not.
 */

export const EXPORT_FORMAT = 'Afterword data export, version 1'

/** A document of the person's, and where its file is in the ZIP. */
export interface ExportedDocumentFile {
  document: typeof documents.$inferSelect
  pathInZip: string
}

/** A document as data.json lists it. */
export interface ExportedDocumentEntry {
  id: string
  familyId: string
  name: string
  category: string
  description: string
  tags: string[]
  sharedWithFamily: boolean
  size: number
  type: string
  sha256: string
  uploadedAt: string | null
  /** Where its file is in the ZIP; null when the file could not be read. */
  file: string | null
}

/** A name safe as a file name in a ZIP on every system: no folders, no control or reserved characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 150)
  return cleaned || 'document'
}

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null
}

export async function collectExport(db: Database, userId: string, exportedAt = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new Error('collectExport: the person no longer exists')
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId))
  const memberships = await db
    .select({ family: families, member: familyMembers })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .where(eq(familyMembers.userId, userId))
    .orderBy(asc(familyMembers.createdAt))
  const familyIds = memberships.map((membership) => membership.family.id)
  const inFamilies = familyIds.length > 0
  const [familyTasks, organisations, sendings, ownActivity, ownPayments, ownSupport, ownDocuments] = await Promise.all([
    inFamilies ? db.select().from(tasks).where(inArray(tasks.familyId, familyIds)).orderBy(asc(tasks.createdAt)) : [],
    inFamilies
      ? db
          .select()
          .from(familyOrganisations)
          .where(inArray(familyOrganisations.familyId, familyIds))
          .orderBy(asc(familyOrganisations.createdAt))
      : [],
    inFamilies
      ? db
          .select()
          .from(certificateSendings)
          .where(inArray(certificateSendings.familyId, familyIds))
          .orderBy(asc(certificateSendings.sentOn))
      : [],
    db.select().from(activities).where(eq(activities.userId, userId)).orderBy(asc(activities.createdAt)),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
    db.select().from(supportRequests).where(eq(supportRequests.userId, userId)).orderBy(asc(supportRequests.createdAt)),
    db.select().from(documents).where(eq(documents.uploadedBy, userId)).orderBy(asc(documents.createdAt)),
  ])

  const estates = await estatesOf(db, familyIds)

  const files: ExportedDocumentFile[] = ownDocuments.map((document) => ({
    document,
    pathInZip: `documents/${document.id.slice(0, 8)} ${safeFileName(document.originalName)}`,
  }))

  const json = {
    format: EXPORT_FORMAT,
    exportedAt: exportedAt.toISOString(),
    account: {
      id: user.id,
      // The name Afterword shows for them (decision 061); the profile below also keeps an earlier username.
      fullName: profile?.fullName ?? null,
      email: user.email,
      emailConfirmed: user.emailVerified,
      twoStepSignIn: user.twoFactorEnabled,
      createdAt: iso(user.createdAt),
    },
    profile: profile ? { ...profile, createdAt: iso(profile.createdAt), updatedAt: iso(profile.updatedAt) } : null,
    families: memberships.map(({ family, member }) => ({
      ...family,
      yourRole: member.role,
      yourRelationship: member.relationship, // what your letters say you are (decision 063)
      yourRelationshipInYourWords: member.relationshipOther,
      yourDigestEmail: member.digest, // none, weekly or monthly (decision 070)
      joinedAt: iso(member.createdAt),
      ...familyRecords(family.id, { familyTasks, organisations, sendings, estates }),
    })),
    yourActivity: ownActivity,
    payments: ownPayments.map(({ checkoutUrl: _checkoutUrl, ...payment }) => payment),
    supportRequests: ownSupport,
    reminderDevices: await reminderDevicesOf(db, userId),
    documents: files.map(({ document, pathInZip }): ExportedDocumentEntry => ({
      id: document.id,
      familyId: document.familyId,
      name: document.originalName,
      category: document.category,
      description: document.description,
      tags: document.tags,
      sharedWithFamily: document.isShared,
      size: document.size,
      type: document.mimeType,
      sha256: document.sha256,
      uploadedAt: iso(document.createdAt),
      file: pathInZip,
    })),
  }
  return { json, files }
}

/**
 * The phones and computers that get the person's reminders (decision 078). The browser's encryption keys are left
 * out: they only serve to encrypt to that browser, which has them.
 */
async function reminderDevicesOf(db: Database, userId: string) {
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt))
  return devices.map((device) => ({
    device: device.device,
    pushServiceAddress: device.endpoint,
    turnedOnAt: iso(device.createdAt),
    lastReminderAt: iso(device.lastUsedAt),
  }))
}

/** The estate's records of each family (decision 067): every member may read them, so each member's export has them. */
async function estatesOf(db: Database, familyIds: string[]) {
  return new Map(await Promise.all(familyIds.map(async (id) => [id, await loadEstateRecords(db, id)] as const)))
}

/** A family's estate records in the export: amounts in minor units (pence, cents) with the currency named. */
function estateOf(records: Awaited<ReturnType<typeof loadEstateRecords>> | undefined) {
  if (!records) return null
  return {
    currency: records.currency,
    amountsIn: 'minor units (pence or cents)',
    assets: records.assets,
    debtsAndExpenses: records.debts,
    estateAccount: records.entries,
    beneficiaries: records.beneficiaries,
    distributions: records.distributions,
  }
}

type Owned = { familyId: string }

/** What the export holds of one family's own records: its tasks, organisations, certificate copies and estate. */
function familyRecords<Task extends Owned, Organisation extends Owned, Sending extends Owned>(
  familyId: string,
  all: {
    familyTasks: Task[]
    organisations: Organisation[]
    sendings: Sending[]
    estates: Map<string, Awaited<ReturnType<typeof loadEstateRecords>>>
  },
) {
  const ofFamily = <Row extends Owned>(rows: Row[]) => rows.filter((row) => row.familyId === familyId)
  return {
    tasks: ofFamily(all.familyTasks),
    organisations: ofFamily(all.organisations),
    deathCertificateCopiesSent: ofFamily(all.sendings),
    estate: estateOf(all.estates.get(familyId)),
  }
}

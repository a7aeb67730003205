import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import { catalogueFor } from '~/content/organisations'
import type { CountryCode } from '~/content/schema'
import type { Database, Transaction } from '~/lib/db.server'
import { isUuid } from '~/lib/ids'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { documents, families, familyOrganisations, organisationDocuments, type StoredLetter } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import type { OrganisationFields } from './organisations.schema'
import { Refusal } from '~/lib/refusal'

/**
 * The family's organisations to tell (decision 048): list, add (from the catalogue or typed), edit, delete,
 * link vault documents, save a letter, and mark those a one-stop service told. Every function takes the access
 * the permission module granted and never leaves that family: another family's organisation is 'not found'.
 */

export type Organisation = typeof familyOrganisations.$inferSelect
type Db = Database | Transaction

export const ORGANISATION_NOT_FOUND = 'This organisation was not found. It may have been removed.'
export const DOCUMENT_NOT_LINKABLE =
  'That document is not in your family’s vault, or it is private to someone else. Nothing was linked.'

/** Status order on the page: what is still to do first. */
const STATUS_RANK = sql`case ${familyOrganisations.status} when 'to-notify' then 0 when 'waiting' then 1 when 'notified' then 2 else 3 end`

export interface LinkedDocument {
  id: string
  name: string
}

export interface OrganisationWithDocuments extends Organisation {
  documents: LinkedDocument[]
}

/** Documents the person may see: shared ones and their own private ones (decision 044). */
const documentVisibleTo = (access: FamilyAccess) =>
  and(
    eq(documents.familyId, access.familyId),
    or(eq(documents.isShared, true), eq(documents.uploadedBy, access.userId)),
  )

export async function listOrganisations(db: Database, access: FamilyAccess): Promise<OrganisationWithDocuments[]> {
  const rows = await db
    .select()
    .from(familyOrganisations)
    .where(eq(familyOrganisations.familyId, access.familyId))
    .orderBy(STATUS_RANK, asc(familyOrganisations.name))
  if (rows.length === 0) return []
  const links = await db
    .select({
      organisationId: organisationDocuments.organisationId,
      id: documents.id,
      name: documents.originalName,
    })
    .from(organisationDocuments)
    .innerJoin(documents, eq(documents.id, organisationDocuments.documentId))
    .where(
      and(
        inArray(
          organisationDocuments.organisationId,
          rows.map((row) => row.id),
        ),
        documentVisibleTo(access),
      ),
    )
    .orderBy(asc(documents.originalName))
  return rows.map((row) => ({
    ...row,
    documents: links.filter((link) => link.organisationId === row.id).map((link) => ({ id: link.id, name: link.name })),
  }))
}

/** 'Organisations told: X of Y' for the dashboard. */
export async function organisationProgress(db: Database, access: FamilyAccess) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      told: sql<number>`(count(*) filter (where ${familyOrganisations.status} <> 'to-notify'))::int`,
    })
    .from(familyOrganisations)
    .where(eq(familyOrganisations.familyId, access.familyId))
  return { total: row?.total ?? 0, told: row?.told ?? 0 }
}

export async function findOrganisation(db: Db, access: FamilyAccess, id: string): Promise<Organisation> {
  if (!isUuid(id)) throw new Refusal(404, ORGANISATION_NOT_FOUND)
  const [row] = await db
    .select()
    .from(familyOrganisations)
    .where(and(eq(familyOrganisations.id, id), eq(familyOrganisations.familyId, access.familyId)))
    .limit(1)
  if (!row) throw new Refusal(404, ORGANISATION_NOT_FOUND)
  return row
}

async function dateOfDeath(db: Db, access: FamilyAccess): Promise<string | null> {
  const [row] = await db
    .select({ dateOfDeath: families.dateOfDeath })
    .from(families)
    .where(eq(families.id, access.familyId))
  return row?.dateOfDeath ?? null
}

/** Dates about telling someone of a death cannot come before it: a typing slip, refused with the field. */
async function checkDates(db: Db, access: FamilyAccess, fields: Pick<OrganisationFields, 'notifiedOn' | 'followUpOn'>) {
  const died = await dateOfDeath(db, access)
  if (!died) return
  if (fields.followUpOn && fields.followUpOn < died) {
    throw new Refusal(400, 'The follow-up date cannot be before the date of death', 'followUpOn')
  }
  if (fields.notifiedOn && fields.notifiedOn < died) {
    throw new Refusal(400, 'The date notified cannot be before the date of death', 'notifiedOn')
  }
}

function columnsOf(fields: OrganisationFields) {
  return {
    name: fields.name,
    kind: fields.kind,
    status: fields.status,
    reference: fields.reference,
    notes: fields.notes,
    notifiedOn: fields.notifiedOn || null,
    followUpOn: fields.followUpOn || null,
    // Left as they are when the form did not send them (OrganisationFieldsSchema).
    ...(fields.phone === undefined ? {} : { phone: fields.phone }),
    ...(fields.postalAddress === undefined ? {} : { postalAddress: fields.postalAddress }),
  }
}

/** An organisation the family typed in itself. */
export async function createOrganisation(db: Database, access: FamilyAccess, fields: OrganisationFields) {
  assertCan(access, 'edit-organisations')
  return db.transaction(async (tx) => {
    await checkDates(tx, access, fields)
    const [row] = await tx
      .insert(familyOrganisations)
      .values({ ...columnsOf(fields), familyId: access.familyId, createdBy: access.userId })
      .returning()
    if (!row) throw new Error('createOrganisation: the insert returned no row')
    await recordActivity(tx, access, 'organisation_added', row.name)
    return row
  })
}

/**
 * Organisations picked from the country's catalogue. Those already listed are left as they are (the unique
 * catalogue index); an id the catalogue does not have is refused before anything is added.
 */
export async function addFromCatalogue(db: Database, access: FamilyAccess, country: CountryCode, ids: string[]) {
  assertCan(access, 'edit-organisations')
  const catalogue = catalogueFor(country)
  const chosen = [...new Set(ids)].map((id) => catalogue.organisations.find((entry) => entry.id === id))
  if (chosen.some((entry) => entry === undefined)) {
    throw new Refusal(400, 'Choose organisations from the list for your country', 'catalogueId')
  }
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(familyOrganisations)
      .values(
        chosen.map((entry) => ({
          familyId: access.familyId,
          catalogueId: entry!.id,
          name: entry!.name,
          kind: entry!.kind,
          // The catalogue's number, where an official page confirmed one; the family can change it (decision 081).
          phone: entry!.phone?.number ?? '',
          createdBy: access.userId,
        })),
      )
      .onConflictDoNothing()
      .returning({ name: familyOrganisations.name })
    for (const row of added) await recordActivity(tx, access, 'organisation_added', row.name)
    return { added: added.map((row) => row.name), alreadyListed: chosen.length - added.length }
  })
}

export async function updateOrganisation(db: Database, access: FamilyAccess, id: string, fields: OrganisationFields) {
  assertCan(access, 'edit-organisations')
  return db.transaction(async (tx) => {
    await findOrganisation(tx, access, id)
    await checkDates(tx, access, fields)
    const [row] = await tx
      .update(familyOrganisations)
      .set({ ...columnsOf(fields), updatedAt: new Date(), changedBy: access.userId })
      .where(and(eq(familyOrganisations.id, id), eq(familyOrganisations.familyId, access.familyId)))
      .returning()
    if (!row) throw new Refusal(404, ORGANISATION_NOT_FOUND)
    await recordActivity(tx, access, 'organisation_updated', row.name)
    return row
  })
}

export async function deleteOrganisation(db: Database, access: FamilyAccess, id: string) {
  assertCan(access, 'delete-organisations')
  return db.transaction(async (tx) => {
    const row = await findOrganisation(tx, access, id)
    await tx.delete(familyOrganisations).where(eq(familyOrganisations.id, row.id))
    await recordActivity(tx, access, 'organisation_deleted', row.name)
    return { name: row.name }
  })
}

/**
 * 'Mark these as told': every organisation the service covers is marked notified through it, with its
 * reference number, and those of the catalogue's the family had not listed yet are added. An organisation
 * already past 'to notify' keeps its status (a reply may already be in); it gains the service's reference.
 */
export async function markToldThroughService(
  db: Database,
  access: FamilyAccess,
  country: CountryCode,
  input: { serviceId: string; serviceReference: string; notifiedOn: string },
) {
  assertCan(access, 'edit-organisations')
  const catalogue = catalogueFor(country)
  const service = catalogue.oneStopServices.find((each) => each.id === input.serviceId)
  if (!service) throw new Refusal(400, 'That service is not one offered in your country', 'serviceId')
  const covered = service.covers.flatMap((id) => catalogue.organisations.filter((entry) => entry.id === id))
  return db.transaction(async (tx) => {
    await checkDates(tx, access, { notifiedOn: input.notifiedOn, followUpOn: '' })
    const through = { notifiedThroughService: service.id, notifiedThroughReference: input.serviceReference }
    if (covered.length === 0) return { service: service.name, count: 0 }
    await tx
      .insert(familyOrganisations)
      .values(
        covered.map((entry) => ({
          familyId: access.familyId,
          catalogueId: entry.id,
          name: entry.name,
          kind: entry.kind,
          phone: entry.phone?.number ?? '',
          createdBy: access.userId,
          status: 'notified',
          notifiedOn: input.notifiedOn,
          ...through,
        })),
      )
      .onConflictDoNothing()
    const familyCovered = and(
      eq(familyOrganisations.familyId, access.familyId),
      inArray(
        familyOrganisations.catalogueId,
        covered.map((entry) => entry.id),
      ),
    )
    await tx
      .update(familyOrganisations)
      .set({ status: 'notified', notifiedOn: input.notifiedOn, updatedAt: new Date(), changedBy: access.userId })
      .where(and(familyCovered, eq(familyOrganisations.status, 'to-notify')))
    await tx
      .update(familyOrganisations)
      .set({ ...through, updatedAt: new Date(), changedBy: access.userId })
      .where(familyCovered)
    await recordActivity(tx, access, 'organisations_told', service.name, String(covered.length))
    return { service: service.name, count: covered.length }
  })
}

export async function linkDocument(db: Database, access: FamilyAccess, organisationId: string, documentId: string) {
  assertCan(access, 'edit-organisations')
  return db.transaction(async (tx) => {
    const organisation = await findOrganisation(tx, access, organisationId)
    const [document] = isUuid(documentId)
      ? await tx
          .select({ id: documents.id, name: documents.originalName })
          .from(documents)
          .where(and(eq(documents.id, documentId), documentVisibleTo(access)))
      : []
    if (!document) throw new Refusal(400, DOCUMENT_NOT_LINKABLE, 'documentId')
    await tx
      .insert(organisationDocuments)
      .values({ organisationId: organisation.id, documentId: document.id })
      .onConflictDoNothing()
    await recordActivity(tx, access, 'organisation_updated', organisation.name, `linked ${document.name}`)
    return { organisation: organisation.name, document: document.name }
  })
}

export async function unlinkDocument(db: Database, access: FamilyAccess, organisationId: string, documentId: string) {
  assertCan(access, 'edit-organisations')
  return db.transaction(async (tx) => {
    const organisation = await findOrganisation(tx, access, organisationId)
    if (!isUuid(documentId)) throw new Refusal(404, 'That document is not linked to this organisation.')
    await tx
      .delete(organisationDocuments)
      .where(
        and(
          eq(organisationDocuments.organisationId, organisation.id),
          eq(organisationDocuments.documentId, documentId),
        ),
      )
    await recordActivity(tx, access, 'organisation_updated', organisation.name)
    return { organisation: organisation.name }
  })
}

export async function saveLetter(db: Database, access: FamilyAccess, organisationId: string, letter: StoredLetter) {
  assertCan(access, 'edit-organisations')
  return db.transaction(async (tx) => {
    const organisation = await findOrganisation(tx, access, organisationId)
    await tx
      .update(familyOrganisations)
      .set({ letter, updatedAt: new Date(), changedBy: access.userId })
      .where(eq(familyOrganisations.id, organisation.id))
    await recordActivity(tx, access, 'letter_saved', organisation.name)
    return { name: organisation.name }
  })
}

export type FollowUp = Pick<Organisation, 'id' | 'name' | 'status' | 'followUpOn' | 'updatedAt'>

/**
 * Organisations with a follow-up date, soonest first, for the timeline and the calendar feed; within a range
 * when given (inclusive). Those marked done only when asked for.
 */
export async function listFollowUps(
  db: Database,
  access: FamilyAccess,
  options: { from?: string; to?: string; includeDone: boolean },
): Promise<FollowUp[]> {
  return db
    .select({
      id: familyOrganisations.id,
      name: familyOrganisations.name,
      status: familyOrganisations.status,
      followUpOn: familyOrganisations.followUpOn,
      updatedAt: familyOrganisations.updatedAt,
    })
    .from(familyOrganisations)
    .where(
      and(
        eq(familyOrganisations.familyId, access.familyId),
        sql`${familyOrganisations.followUpOn} is not null`,
        options.from ? sql`${familyOrganisations.followUpOn} >= ${options.from}` : undefined,
        options.to ? sql`${familyOrganisations.followUpOn} <= ${options.to}` : undefined,
        options.includeDone ? undefined : sql`${familyOrganisations.status} <> 'done'`,
      ),
    )
    .orderBy(asc(familyOrganisations.followUpOn), asc(familyOrganisations.name))
}

/** The account or reference number alone, as the letter page fills it in; for those who may edit organisations. */
export async function saveOrganisationReference(db: Database, access: FamilyAccess, id: string, reference: string) {
  assertCan(access, 'edit-organisations')
  return db.transaction(async (tx) => {
    const organisation = await findOrganisation(tx, access, id)
    await tx
      .update(familyOrganisations)
      .set({ reference, updatedAt: new Date(), changedBy: access.userId })
      .where(eq(familyOrganisations.id, organisation.id))
    await recordActivity(tx, access, 'organisation_updated', organisation.name)
  })
}

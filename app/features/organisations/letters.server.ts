import { eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { type FamilyAccess } from '~/lib/permissions.server'
import { can } from '~/lib/permissions'
import type { FamilyContext } from '~/features/family/index.server'
import { profiles, users, type StoredLetter } from '~db/schema'
import { letterSubject, writeLetter } from './letter'
import { findOrganisation, saveLetter, type Organisation } from './organisations.server'
import type { LetterFields } from './organisations.schema'
import type { LetterPageData } from './organisations-view'

/** The letter as saved, or a first draft from the family's details and the person's own. */
async function letterFor(
  db: Database,
  access: FamilyAccess,
  family: FamilyContext,
  organisation: Organisation,
  today: string,
): Promise<StoredLetter & { saved: boolean }> {
  if (organisation.letter) return { ...organisation.letter, saved: true }
  const [person] = await db
    .select({ name: profiles.fullName, role: profiles.bereavementRole })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, access.userId))
  const fields: LetterFields = {
    purpose: 'close',
    capacity: person?.role === 'executor' ? 'executor' : 'next-of-kin',
    // Signed with the full name (decision 061); left for the person to type when they have not given one.
    senderName: person?.name ?? '',
    senderAddress: '',
    reference: organisation.reference,
    enclosures: ['death-certificate'],
    text: '',
  }
  return { ...fields, text: letterText(family, organisation, fields, today), savedAt: '', saved: false }
}

function letterText(family: FamilyContext, organisation: Organisation, fields: LetterFields, today: string) {
  return writeLetter({
    ...fields,
    country: family.country.code,
    today,
    deceasedName: family.deceasedName,
    dateOfDeath: family.dateOfDeath,
    organisationName: organisation.name,
  })
}

/**
 * The organisation's letter as saved, or a first draft, and its subject line. Another family's organisation,
 * or one that is gone, is a 404 Refusal.
 */
export async function openLetter(db: Database, family: FamilyContext, organisationId: string, today: string) {
  const organisation = await findOrganisation(db, family.access, organisationId)
  const letter = await letterFor(db, family.access, family, organisation, today)
  const subject = letterSubject({ ...family, country: family.country.code, reference: letter.reference })
  return { organisation, letter, subject }
}

/** What /dashboard/organisations/:id/letter shows. */
export function letterPage(
  family: FamilyContext,
  { organisation, letter, subject }: Awaited<ReturnType<typeof openLetter>>,
): LetterPageData {
  return {
    organisation: { id: organisation.id, name: organisation.name },
    letter,
    subject,
    canEdit: can(family.access.role, 'edit-organisations'),
  }
}

/** The letter's text and title for the PDF. */
export function letterForPdf(
  family: FamilyContext,
  { organisation, letter, subject }: Awaited<ReturnType<typeof openLetter>>,
) {
  return {
    text: letter.text,
    title: `${subject}: ${organisation.name}`,
    country: family.country.code,
    // ASCII only: the header's plain filename must be; the name itself is the family's text.
    fileName: `letter-to-${
      organisation.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'organisation'
    }.pdf`,
  }
}

/**
 * 'Write the letter from these details' (`rebuild`, or an emptied text) saves the details and a fresh text from
 * them; 'Save the letter' keeps the text as the person edited it. Either way the letter is saved with the
 * organisation; a role that may not edit is a 403 Refusal.
 */
export async function saveLetterDetails(
  db: Database,
  family: FamilyContext,
  organisation: Organisation,
  today: string,
  details: { fields: LetterFields; rebuild: boolean },
) {
  const rebuild = details.rebuild || details.fields.text.trim() === ''
  const text = rebuild ? letterText(family, organisation, details.fields, today) : details.fields.text
  await saveLetter(db, family.access, organisation.id, { ...details.fields, text, savedAt: new Date().toISOString() })
  return {
    ok: true,
    message: rebuild ? 'The letter was written again from the details and saved' : 'The letter was saved',
  } as const
}

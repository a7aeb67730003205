import { eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { can } from '~/lib/permissions'
import { assertCan } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { loadLetterDetails, saveLetterDetails, type FamilyContext } from '~/features/family/index.server'
import type { LetterDetailsInput } from '~/features/family/letter-details.schema'
import { profiles, type StoredLetter } from '~db/schema'
import {
  LETTER_FIELD_LABELS,
  letterSubject,
  maskReference,
  missingLetterFields,
  writeLetter,
  type LetterField,
  type LetterInput,
} from './letter'
import { findOrganisation, saveLetter, saveOrganisationReference, type Organisation } from './organisations.server'
import type { LetterChoices } from './organisations.schema'
import type { LetterPageData, MissingLetterField } from './organisations-view'

/**
 * The name the letter is signed with: the person's full name (decision 061); left blank for them to write in when
 * they have not given one.
 */
async function signerName(db: Database, userId: string): Promise<string> {
  const [person] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, userId))
  return person?.name ?? ''
}

/** What the family chose for this organisation's letter, or the first draft's choices. */
function choicesOf(organisation: Organisation): StoredLetter & { saved: boolean } {
  const stored = organisation.letter
  if (!stored) return { purpose: 'close', enclosures: ['death-certificate'], note: '', savedAt: '', saved: false }
  return {
    purpose: stored.purpose,
    enclosures: stored.enclosures,
    note: stored.note ?? '',
    savedAt: stored.savedAt,
    saved: true,
  }
}

/**
 * The organisation's letter, written now from the details (decision 063): the writer is the person signed in,
 * with their own address and relationship; the deceased's details are the family's; the reference is the
 * organisation's. Another family's organisation, or one that is gone, is a 404 Refusal.
 */
export async function openLetter(db: Database, family: FamilyContext, organisationId: string, today: string) {
  const organisation = await findOrganisation(db, family.access, organisationId)
  const writer = await letterWriter(db, family)
  return letterFor(family, organisation, writer, today)
}

type LetterWriter = { details: Awaited<ReturnType<typeof loadLetterDetails>>; senderName: string }

/** The details every letter of the person signed in is written from, looked up once. */
async function letterWriter(db: Database, family: FamilyContext): Promise<LetterWriter> {
  const [details, senderName] = await Promise.all([
    loadLetterDetails(db, family.access),
    signerName(db, family.access.userId),
  ])
  return { details, senderName }
}

function letterFor(
  family: FamilyContext,
  organisation: Organisation,
  { details, senderName }: LetterWriter,
  today: string,
) {
  const choices = choicesOf(organisation)
  const input: LetterInput = {
    country: family.country.code,
    today,
    deceasedName: family.deceasedName,
    deceasedDateOfBirth: details.deceasedDateOfBirth,
    dateOfDeath: family.dateOfDeath,
    deceasedLastAddress: details.deceasedLastAddress,
    organisationName: organisation.name,
    organisationAddress: organisation.postalAddress,
    reference: organisation.reference,
    senderName,
    senderAddress: details.postalAddress,
    relationship: details.relationship,
    relationshipOther: details.relationshipOther,
    purpose: choices.purpose,
    enclosures: choices.enclosures,
    note: choices.note,
  }
  return { organisation, choices, input, missing: missingLetterFields(input), subject: letterSubject(input) }
}

type OpenedLetter = Awaited<ReturnType<typeof openLetter>>

/**
 * The letters ready to sign for the paper pack: one for each organisation given (the family's own) whose letter
 * was saved and lacks nothing (decision 063), in full, with the reference as the letter PDF has it.
 */
export async function readyLetters(
  db: Database,
  family: FamilyContext,
  organisations: readonly Organisation[],
  today: string,
): Promise<{ organisationId: string; organisationName: string; title: string; text: string }[]> {
  const saved = organisations.filter(
    (organisation) => organisation.letter && organisation.familyId === family.access.familyId,
  )
  if (saved.length === 0) return []
  const writer = await letterWriter(db, family)
  return saved.flatMap((organisation) => {
    const letter = letterFor(family, organisation, writer, today)
    if (letter.missing.length > 0) return []
    const { title, text } = letterForPdf(family, letter)
    return [{ organisationId: organisation.id, organisationName: organisation.name, title, text }]
  })
}

/** Where each missing field is filled in: on the letter page itself, in Settings, or by someone who may. */
function whereToFill(field: LetterField, family: FamilyContext): MissingLetterField['fill'] {
  const manages = can(family.access.role, 'manage-family')
  switch (field) {
    case 'postalAddress':
    case 'relationship':
      return 'here'
    case 'senderName':
      return 'settings'
    case 'deceasedName':
    case 'dateOfDeath':
      return manages ? 'settings' : 'ask'
    case 'deceasedDateOfBirth':
    case 'deceasedLastAddress':
      return manages ? 'here' : 'ask'
    case 'reference':
      return can(family.access.role, 'edit-organisations') ? 'here' : 'ask'
  }
}

/** What /dashboard/organisations/:id/letter shows: the account number masked, in the text too. */
export function letterPage(family: FamilyContext, { organisation, choices, input, missing, subject }: OpenedLetter) {
  return {
    organisation: { id: organisation.id, name: organisation.name, reference: maskReference(organisation.reference) },
    choices,
    text: writeLetter({ ...input, reference: maskReference(input.reference) }),
    subject,
    missing: missing.map((field) => ({ field, label: LETTER_FIELD_LABELS[field], fill: whereToFill(field, family) })),
    deceasedName: family.deceasedName,
    canEdit: can(family.access.role, 'edit-organisations'),
  } satisfies LetterPageData
}

/**
 * The letter's full text and title for the PDF. While a field it needs is empty there is no letter to send: a
 * 422 Refusal names each missing field, for the page (and a person who followed an old link) to act on.
 */
export function letterForPdf(family: FamilyContext, { organisation, input, missing, subject }: OpenedLetter) {
  if (missing.length > 0) {
    const names = missing.map((field) => LETTER_FIELD_LABELS[field].toLowerCase())
    throw new Refusal(422, `This letter is not ready to send. It still needs: ${names.join('; ')}.`)
  }
  return {
    text: writeLetter(input),
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

/** 'Save the letter': what it asks, what is enclosed and the family's note; for those who may edit organisations. */
export async function saveLetterChoices(
  db: Database,
  family: FamilyContext,
  organisation: Organisation,
  choices: LetterChoices,
) {
  await saveLetter(db, family.access, organisation.id, { ...choices, savedAt: new Date().toISOString() })
  return { ok: true, message: 'The letter was saved' } as const
}

/**
 * The missing details, filled in on the letter page: the person's own (always theirs to give), the family's
 * (for those who may manage it) and the organisation's reference (for those who may edit organisations). Each
 * is checked by the service that keeps it, so a role that may not is a 403 Refusal.
 */
export async function fillLetterDetails(
  db: Database,
  family: FamilyContext,
  organisation: Organisation,
  input: LetterDetailsInput & { reference?: string },
) {
  const { reference, ...details } = input
  // Refused before anything is saved, rather than half the form.
  if (reference !== undefined) assertCan(family.access, 'edit-organisations')
  await saveLetterDetails(db, family.access, details)
  if (reference !== undefined) await saveOrganisationReference(db, family.access, organisation.id, reference)
  return { ok: true, message: 'The details were saved' } as const
}

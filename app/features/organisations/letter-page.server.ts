import { eq } from 'drizzle-orm'
import { data } from 'react-router'
import { parseForm, textOf } from '~/lib/forms'
import type { Database } from '~/lib/db.server'
import { type FamilyAccess } from '~/lib/permissions.server'
import { can } from '~/lib/permissions'
import { readerDates } from '~/lib/reader-dates.server'
import { servicesFrom, type AfterwordLoadContext } from '~/load-context'
import { requirePremiumFamily, type FamilyContext } from '~/features/family/index.server'
import { profiles, users, type StoredLetter } from '~db/schema'
import { letterSubject, writeLetter } from './letter'
import { findOrganisation, saveLetter, type Organisation } from './organisations.server'
import { LetterFieldsSchema, type LetterFields } from './organisations.schema'
import { readForm } from '~/lib/forms.server'
import { Refusal } from '~/lib/refusal'

interface RouteArgs {
  request: Request
  context: AfterwordLoadContext
  params: { id?: string }
}

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
    .select({ name: users.name, role: profiles.bereavementRole })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, access.userId))
  const fields: LetterFields = {
    purpose: 'close',
    capacity: person?.role === 'executor' ? 'executor' : 'next-of-kin',
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

async function openLetter(args: RouteArgs) {
  const family = await requirePremiumFamily(args, 'view', 'organisations')
  const { db } = servicesFrom(args.context)
  const organisation = await findOrganisation(db, family.access, args.params.id ?? '').catch(notFound)
  const dates = readerDates(args.request, family.country.code)
  const letter = await letterFor(db, family.access, family, organisation, dates.today)
  const subject = letterSubject({ ...family, country: family.country.code, reference: letter.reference })
  return { family, organisation, letter, subject, db, today: dates.today }
}

function notFound(error: unknown): never {
  if (error instanceof Refusal) throw data({ message: error.message }, { status: error.status })
  throw error
}

/** /dashboard/organisations/:id/letter */
export async function loadLetterPage(args: RouteArgs) {
  const { family, organisation, letter, subject } = await openLetter(args)
  return {
    organisation: { id: organisation.id, name: organisation.name },
    letter,
    subject,
    canEdit: can(family.access.role, 'edit-organisations'),
  }
}

/** The letter's text and title for the PDF route. */
export async function letterForPdf(args: RouteArgs) {
  const { family, organisation, letter, subject } = await openLetter(args)
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

export type LetterActionResult =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> }

/**
 * 'Write the letter from these details' saves the details and a fresh text from them; 'Save the letter' keeps
 * the text as the person edited it. Either way the letter is saved with the organisation.
 */
export async function letterAction(args: RouteArgs) {
  const { family, organisation, db, today } = await openLetter(args)
  const form = await readForm(args.request)
  const parsed = parseForm(LetterFieldsSchema, form, ['enclosures'])
  if (!parsed.success) {
    const message = Object.values(parsed.fieldErrors)[0] ?? 'Check the details.'
    return data<LetterActionResult>({ ok: false, message, fieldErrors: parsed.fieldErrors }, { status: 400 })
  }
  const rebuild = textOf(form.get('intent')) === 'rebuild' || parsed.data.text.trim() === ''
  const text = rebuild ? letterText(family, organisation, parsed.data, today) : parsed.data.text
  try {
    await saveLetter(db, family.access, organisation.id, { ...parsed.data, text, savedAt: new Date().toISOString() })
  } catch (error) {
    if (error instanceof Refusal || error instanceof Refusal) {
      return data<LetterActionResult>({ ok: false, message: error.message }, { status: error.status })
    }
    throw error
  }
  return {
    ok: true,
    message: rebuild ? 'The letter was written again from the details and saved' : 'The letter was saved',
  } satisfies LetterActionResult
}

import { parseForm, textOf } from '~/lib/forms'
import { plural } from '~/lib/words'
import type { Database } from '~/lib/db.server'
import type { CountryCode } from '~/content/schema'
import type { FamilyAccess } from '~/lib/permissions.server'
import { recordCopyReturned, recordCopySent, setCopiesHeld } from './certificates.server'
import {
  addFromCatalogue,
  createOrganisation,
  deleteOrganisation,
  linkDocument,
  markToldThroughService,
  unlinkDocument,
  updateOrganisation,
} from './organisations.server'
import {
  CatalogueChoiceSchema,
  CopiesHeldSchema,
  CopyReturnedSchema,
  CopySentSchema,
  LinkDocumentSchema,
  MarkToldSchema,
  OrganisationFieldsSchema,
} from './organisations.schema'
import type { OrganisationsActionResult } from './organisations-view'
import { Refusal } from '~/lib/refusal'

/** The intent of a form on /dashboard/organisations, and the service or organisation it is about. */
export function organisationsFormIntent(form: FormData) {
  const intent = textOf(form.get('intent'))
  return { intent, target: textOf(form.get('serviceId'), 100) || textOf(form.get('organisationId')) }
}

/** How a change on the page is answered: done, with what changed; refused, naming the field; or its field messages. */
function answersFor(intent: string, target: string) {
  const refuse = (message: string, extra: Partial<OrganisationsActionResult> = {}): OrganisationsActionResult => ({
    ...extra,
    ok: false,
    intent,
    message,
    target,
  })
  const done = (message: string): OrganisationsActionResult => ({ ok: true, intent, message })
  const invalid = (fieldErrors: Partial<Record<string, string>>) =>
    refuse(Object.values(fieldErrors)[0] ?? 'Check the details.', { fieldErrors })
  return { refuse, done, invalid }
}

/** One form post on the page: who sends it, what it says and how it is answered. */
interface OrganisationsChange {
  db: Database
  access: FamilyAccess
  countryCode: CountryCode
  form: FormData
  /** The organisation the form is about, when it is about one. */
  id: string
  answer: ReturnType<typeof answersFor>
}

/** Adding, correcting and removing organisations, and marking them told through a one-stop service. */
async function changeList(
  { db, access, countryCode, form, id, answer: { done, invalid } }: OrganisationsChange,
  intent: 'add-catalogue' | 'add-typed' | 'update' | 'delete' | 'mark-told',
): Promise<OrganisationsActionResult> {
  switch (intent) {
    case 'add-catalogue': {
      const parsed = parseForm(CatalogueChoiceSchema, form, ['catalogueId'])
      if (!parsed.success) return invalid(parsed.fieldErrors)
      const result = await addFromCatalogue(db, access, countryCode, parsed.data.catalogueId)
      if (result.added.length === 0) return done('Those organisations are already on your list')
      return done(`Added ${result.added.join(', ')}`)
    }
    case 'add-typed':
    case 'update': {
      const parsed = parseForm(OrganisationFieldsSchema, form)
      if (!parsed.success) return invalid(parsed.fieldErrors)
      if (intent === 'add-typed') {
        const row = await createOrganisation(db, access, parsed.data)
        return done(`Added ${row.name}`)
      }
      const row = await updateOrganisation(db, access, id, parsed.data)
      return done(`Saved the changes to ${row.name}`)
    }
    case 'delete': {
      const row = await deleteOrganisation(db, access, id)
      return done(`Removed ${row.name} from the list`)
    }
    case 'mark-told': {
      const parsed = parseForm(MarkToldSchema, form)
      if (!parsed.success) return invalid(parsed.fieldErrors)
      const result = await markToldThroughService(db, access, countryCode, parsed.data)
      return done(`Marked ${plural(result.count, 'organisation')} as told through ${result.service}`)
    }
  }
}

/** Linking a document to an organisation, or taking the link away. */
async function changeDocumentLink(
  { db, access, form, id, answer: { done, invalid } }: OrganisationsChange,
  intent: 'link-document' | 'unlink-document',
): Promise<OrganisationsActionResult> {
  const parsed = parseForm(LinkDocumentSchema, form)
  if (!parsed.success) return invalid(parsed.fieldErrors)
  if (intent === 'unlink-document') {
    const result = await unlinkDocument(db, access, id, parsed.data.documentId)
    return done(`Unlinked the document from ${result.organisation}`)
  }
  const result = await linkDocument(db, access, id, parsed.data.documentId)
  return done(`Linked ${result.document} to ${result.organisation}`)
}

/** The certified copies: how many are held, and each one sent out and back. */
async function changeCertificateCopies(
  { db, access, form, answer: { refuse, done, invalid } }: OrganisationsChange,
  intent: 'set-held' | 'send-copy' | 'return-copy',
): Promise<OrganisationsActionResult> {
  switch (intent) {
    case 'set-held': {
      const parsed = parseForm(CopiesHeldSchema, form)
      if (!parsed.success) return invalid(parsed.fieldErrors)
      const result = await setCopiesHeld(db, access, parsed.data.held)
      return done(`You hold ${plural(result.held, 'certified copy', 'certified copies')}`)
    }
    case 'send-copy': {
      const parsed = parseForm(CopySentSchema, form)
      if (!parsed.success) return invalid(parsed.fieldErrors)
      const result = await recordCopySent(db, access, parsed.data)
      if (result.needsConfirmation) {
        // A question rather than a failure: 200, so the browser does not log the answer as an error.
        return refuse(`This is your last certified copy. Send it to ${result.organisationName}?`, {
          confirmLast: { ...parsed.data, organisationName: result.organisationName },
        })
      }
      return done(
        `Recorded a copy sent to ${result.organisationName}; ${plural(result.left, 'copy is', 'copies are')} left in hand`,
      )
    }
    case 'return-copy': {
      const parsed = parseForm(CopyReturnedSchema, form)
      if (!parsed.success) return invalid(parsed.fieldErrors)
      const result = await recordCopyReturned(db, access, parsed.data)
      return done(`Recorded the copy back from ${result.organisationName}`)
    }
  }
}

/**
 * Every change on /dashboard/organisations: one form post per intent, each validated with its schema and
 * checked for the person's role by the service. A form that does not pass is answered with its field messages
 * (and the last copy in hand with a question); a refusal (a Refusal) names the field and changes nothing.
 */
export async function changeOrganisations(
  db: Database,
  family: { access: FamilyAccess; countryCode: CountryCode },
  form: FormData,
): Promise<OrganisationsActionResult> {
  const { intent, target } = organisationsFormIntent(form)
  const change: OrganisationsChange = {
    db,
    access: family.access,
    countryCode: family.countryCode,
    form,
    id: textOf(form.get('organisationId')),
    answer: answersFor(intent, target),
  }

  switch (intent) {
    case 'add-catalogue':
    case 'add-typed':
    case 'update':
    case 'delete':
    case 'mark-told':
      return changeList(change, intent)
    case 'link-document':
    case 'unlink-document':
      return changeDocumentLink(change, intent)
    case 'set-held':
    case 'send-copy':
    case 'return-copy':
      return changeCertificateCopies(change, intent)
    default:
      throw new Refusal(400, 'That is not something this page can do.')
  }
}

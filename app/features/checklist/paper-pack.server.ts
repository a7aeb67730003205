import { asc, eq, sql } from 'drizzle-orm'
import { findCatalogueOrganisation } from '~/content/organisations'
import { loadLetterDetails, type FamilyContext } from '~/features/family/index.server'
import { certificateStatus, listOrganisations, readyLetters } from '~/features/organisations/index.server'
import { STATUS_LABELS as ORGANISATION_STATUS_LABELS } from '~/features/organisations/organisations.schema'
import { formatDay, startOfWeek } from '~/lib/calendar'
import type { Database } from '~/lib/db.server'
import type { ReaderDates } from '~/lib/reader-dates'
import { profiles, tasks } from '~db/schema'
import type { OrganisationStatus } from '~db/schema/vocabulary'
import type { PaperPack, PaperPackWeek } from './paper-pack'
import type { PrintableTask } from './printable'

/**
 * Everything the paper pack prints (decision 073), for the person signed in, from their active family only:
 * every task by the week it is due, the details to have ready for calls, the organisations, the letters ready
 * to sign, and the certificate copies. Large print is the person's own setting.
 */
export async function loadPaperPack(db: Database, family: FamilyContext, dates: ReaderDates): Promise<PaperPack> {
  const { access } = family
  const [taskRows, organisations, certificates, [person]] = await Promise.all([
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        description: tasks.description,
        priority: tasks.priority,
        status: tasks.status,
        dueDate: tasks.dueDate,
        steps: tasks.steps,
        contacts: tasks.contacts,
      })
      .from(tasks)
      .where(eq(tasks.familyId, access.familyId))
      .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.title)),
    listOrganisations(db, access),
    certificateStatus(db, access),
    db
      .select({ fullName: profiles.fullName, largePrint: profiles.largePrint })
      .from(profiles)
      .where(eq(profiles.userId, access.userId)),
  ])
  const [letters, details] = await Promise.all([
    readyLetters(db, family, organisations, dates.today),
    // The letters' details: the deceased's date of birth and last address are the family's.
    loadLetterDetails(db, access),
  ])
  const day = (isoDate: string | null) => (isoDate ? formatDay(isoDate, dates.locale) : '')

  return {
    whosePlan: family.deceasedName
      ? `The plan after the death of ${family.deceasedName}`
      : `The plan in ${family.place}`,
    printedBy: person?.fullName ?? '',
    printedOnLabel: day(dates.today),
    language: dates.locale,
    paper: family.country.code === 'US' || family.country.code === 'CA' ? 'LETTER' : 'A4',
    largePrint: person?.largePrint ?? false,
    weeks: byWeek(taskRows, dates),
    callDetails: [
      { label: 'Full name', value: family.deceasedName ?? '' },
      { label: 'Date of birth', value: day(details.deceasedDateOfBirth) },
      { label: 'Date of death', value: day(family.dateOfDeath) },
      { label: 'Last address', value: details.deceasedLastAddress ?? '' },
    ],
    references: organisations
      .filter((organisation) => organisation.reference.trim())
      .map((organisation) => ({ organisationName: organisation.name, reference: organisation.reference })),
    organisations: organisations.map((organisation) => {
      const entry = organisation.catalogueId
        ? findCatalogueOrganisation(family.country.code, organisation.catalogueId)
        : undefined
      const status = organisation.status as OrganisationStatus
      return {
        name: organisation.name,
        statusLabel: ORGANISATION_STATUS_LABELS[status],
        done: status === 'done',
        reference: organisation.reference,
        notes: organisation.notes,
        phone: organisation.phone,
        // The catalogue's hours only belong beside the catalogue's number.
        phoneHours:
          entry?.phone?.hours && digits(entry.phone.number) === digits(organisation.phone) ? entry.phone.hours : null,
        postalAddress: organisation.postalAddress,
        usuallyNeeds: entry?.usuallyNeeds ?? [],
        website: entry?.bereavementUrl ?? null,
      }
    }),
    letters: letters.map(({ organisationName, title, text }) => ({ organisationName, title, text })),
    certificates: {
      held: certificates.held,
      out: certificates.out,
      sendings: certificates.sendings.map((sending) => ({
        organisationName: sending.organisationName,
        sentOnLabel: day(sending.sentOn),
        returnedOnLabel: sending.returnedOn ? day(sending.returnedOn) : null,
      })),
    },
  }
}

/** Tasks in the order of their dates, by the week each is due in (the country's first day of the week). */
function byWeek(
  rows: (Omit<PrintableTask, 'dueDateLabel' | 'priority' | 'status'> & { priority: string; status: string })[],
  dates: ReaderDates,
): PaperPackWeek[] {
  const day = (isoDate: string) => formatDay(isoDate, dates.locale)
  const weeks = new Map<string, PaperPackWeek>()
  for (const row of rows) {
    // The table's check constraints keep priority and status within their lists.
    const task = { ...row, dueDateLabel: row.dueDate ? day(row.dueDate) : null } as PrintableTask
    const key = row.dueDate ? startOfWeek(row.dueDate, dates.weekStartsOn) : 'undated'
    const week = weeks.get(key) ?? {
      label: key === 'undated' ? 'No date yet' : `Week beginning ${day(key)}`,
      tasks: [],
    }
    week.tasks.push(task)
    weeks.set(key, week)
  }
  return [...weeks.values()]
}

const digits = (phone: string) => phone.replace(/\D/g, '')

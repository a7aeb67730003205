import { and, asc, eq, or } from 'drizzle-orm'
import { catalogueFor } from '~/content/organisations'
import { ORGANISATION_KIND_LABELS, ORGANISATION_KINDS } from '~/content/organisations/schema'
import type { CountryCode } from '~/content/schema'
import { formatDay } from '~/lib/calendar'
import type { Database } from '~/lib/db.server'
import { can } from '~/lib/permissions'
import type { FamilyAccess } from '~/lib/permissions.server'
import type { FamilyContext } from '~/features/family/index.server'
import { documents } from '~db/schema'
import { phoneLink } from '~/content/phone'
import { catalogueQuery } from './catalogue-search'
import { telHref } from './organisation-contact'
import { certificateStatus } from './certificates.server'
import { listOrganisations, organisationProgress } from './organisations.server'
import type { CatalogueGroup, OrganisationRow, OrganisationsPageData, ServiceView } from './organisations-view'

/** The documents the person may link: shared ones and their own private ones, by name (at most 500). */
async function linkableDocuments(db: Database, access: FamilyAccess) {
  return db
    .select({ id: documents.id, name: documents.originalName })
    .from(documents)
    .where(
      and(
        eq(documents.familyId, access.familyId),
        or(eq(documents.isShared, true), eq(documents.uploadedBy, access.userId)),
      ),
    )
    .orderBy(asc(documents.originalName))
    .limit(500)
}

/** What applies in the family's region: entries without `regions` apply everywhere in the country. */
const appliesIn = (regionCode: string) => (entry: { regions?: string[] }) =>
  !entry.regions || entry.regions.includes(regionCode)

function servicesFor(country: CountryCode, regionCode: string, locale: string): ServiceView[] {
  const catalogue = catalogueFor(country)
  return catalogue.oneStopServices.filter(appliesIn(regionCode)).map((service) => ({
    id: service.id,
    name: service.name,
    summary: service.summary,
    howToUse: service.howToUse,
    url: service.url,
    availability: service.availability,
    source: service.source,
    reviewedLabel: formatDay(service.reviewed, locale),
    industry: service.runBy === 'industry',
    phone: service.phone
      ? {
          number: service.phone.number,
          href: phoneLink(country, service.phone.number)?.href ?? telHref(service.phone.number),
          hours: service.phone.hours ?? null,
          source: service.phone.source,
          reviewedLabel: formatDay(service.phone.reviewed, locale),
        }
      : null,
    covers: service.covers.flatMap((id) =>
      catalogue.organisations.filter((entry) => entry.id === id).map((entry) => entry.name),
    ),
  }))
}

type Catalogue = ReturnType<typeof catalogueFor>
type ListedOrganisation = Awaited<ReturnType<typeof listOrganisations>>[number]

/** The family's list as the page shows it: dates in the reader's words, and what the catalogue knows of each. */
function organisationRows(
  organisations: ListedOrganisation[],
  catalogue: Catalogue,
  day: (date: string | null) => string | null,
): OrganisationRow[] {
  const country = catalogue.country
  const serviceNames = new Map(catalogue.oneStopServices.map((service) => [service.id, service.name]))
  return organisations.map((row) => {
    const entry = row.catalogueId ? catalogue.organisations.find((each) => each.id === row.catalogueId) : undefined
    return {
      id: row.id,
      name: row.name,
      kind: row.kind as OrganisationRow['kind'],
      status: row.status as OrganisationRow['status'],
      reference: row.reference,
      notes: row.notes,
      phone: row.phone,
      phoneHref: row.phone ? (phoneLink(country, row.phone)?.href ?? telHref(row.phone)) : null,
      // The source is shown only while the number is the catalogue's: one the family typed is theirs.
      phoneSource:
        entry?.phone && row.phone && sameNumber(entry.phone.number, row.phone)
          ? {
              source: entry.phone.source,
              reviewedLabel: day(entry.phone.reviewed)!,
              hours: entry.phone.hours ?? null,
            }
          : null,
      postalAddress: row.postalAddress,
      notifiedOn: row.notifiedOn,
      notifiedLabel: day(row.notifiedOn),
      followUpOn: row.followUpOn,
      followUpLabel: day(row.followUpOn),
      throughService: row.notifiedThroughService
        ? {
            name: serviceNames.get(row.notifiedThroughService) ?? row.notifiedThroughService,
            reference: row.notifiedThroughReference ?? '',
          }
        : null,
      hasLetter: row.letter !== null,
      documents: row.documents,
      bereavementUrl: entry?.bereavementUrl ?? null,
      usuallyNeeds: entry?.usuallyNeeds ?? [],
    }
  })
}

const versionOf = (organisations: Array<{ id: string; updatedAt: Date }>, id: string) =>
  organisations.find((organisation) => organisation.id === id)?.updatedAt.toISOString()

const sameNumber = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '')

/** The catalogue for the family's region by kind, each entry marked when it is already on the list. */
function catalogueGroups(
  catalogue: Catalogue,
  regionCode: string,
  organisations: ListedOrganisation[],
): CatalogueGroup[] {
  const listed = new Set(organisations.map((row) => row.catalogueId).filter(Boolean))
  return ORGANISATION_KINDS.map((kind) => ({
    kind,
    label: ORGANISATION_KIND_LABELS[kind],
    entries: catalogue.organisations
      .filter((entry) => entry.kind === kind && appliesIn(regionCode)(entry))
      .map((entry) => ({ id: entry.id, name: entry.name, listed: listed.has(entry.id) })),
  })).filter((group) => group.entries.length > 0)
}

/** Which dialog the page has open, and for which organisation (from its address). */
export interface OrganisationsView {
  dialog: string | null
  organisationId: string | null
  /** The catalogue search (?q=), as typed. */
  query?: string | null
}

/** The one-stop services, the family's list, the catalogue and the certificate copies, in the reader's dates. */
export async function organisationsOverview(
  db: Database,
  family: Pick<FamilyContext, 'access' | 'country' | 'regionCode' | 'dateOfDeath'>,
  dates: { today: string; locale: string },
  view: OrganisationsView,
): Promise<OrganisationsPageData> {
  const country = family.country.code
  const day = (date: string | null) => (date ? formatDay(date, dates.locale) : null)
  const catalogue = catalogueFor(country)
  const [organisations, progress, certificates, linkable] = await Promise.all([
    listOrganisations(db, family.access),
    organisationProgress(db, family.access),
    certificateStatus(db, family.access),
    linkableDocuments(db, family.access),
  ])
  const rows = organisationRows(organisations, catalogue, day)

  const { dialog } = view
  const chosen = rows.find((row) => row.id === view.organisationId) ?? null
  const canEdit = can(family.access.role, 'edit-organisations')
  const canDelete = can(family.access.role, 'delete-organisations')
  const adding = dialog === 'add' && canEdit
  // The catalogue is only drawn in the add dialog: sent with the page only while that is open (decision 066's budget).
  const groups = adding ? catalogueGroups(catalogue, family.regionCode, organisations) : []

  return {
    countryName: family.country.name,
    today: dates.today,
    dateOfDeath: family.dateOfDeath,
    services: servicesFor(country, family.regionCode, dates.locale),
    fallbackGuide: catalogue.fallbackGuide
      ? { ...catalogue.fallbackGuide, reviewedLabel: formatDay(catalogue.fallbackGuide.reviewed, dates.locale) }
      : null,
    organisations: rows,
    progress,
    groups,
    catalogueQuery: catalogueQuery(view.query ?? null),
    certificates: {
      held: certificates.held,
      out: certificates.out,
      sendings: certificates.sendings.map((sending) => ({
        id: sending.id,
        organisationName: sending.organisationName,
        sentLabel: day(sending.sentOn)!,
        returnedLabel: day(sending.returnedOn),
      })),
    },
    linkable,
    canEdit,
    canDelete,
    dialog: {
      add: adding,
      // The version an edit kept offline is checked against (decision 082): only the dialog's organisation carries it.
      editing:
        dialog === 'edit' && canEdit && chosen ? { ...chosen, updatedAt: versionOf(organisations, chosen.id) } : null,
      deleting: dialog === 'delete' && canDelete ? chosen : null,
    },
  }
}

import type { CatalogueOrganisation, OrganisationKind } from './schema'

/** The day the UK and Irish catalogues were grown and each new entry checked against its source (docs/content.md). */
export const REVIEWED_2026_11_27 = '2026-11-27'

/** The day the catalogue's bereavement phone numbers were read on the organisations' own pages (decision 081). */
export const PHONES_CHECKED = '2026-11-27'

/**
 * An organisation whose own bereavement or contact page is both the page it was checked against and the link the
 * family follows. Whether the page is official is read from its host when the catalogue loads (official-sources.ts).
 */
export function ownPage(
  source: string,
  entry: { id: string; name: string; kind: OrganisationKind; usuallyNeeds: string[]; regions?: string[] },
  reviewed: string = REVIEWED_2026_11_27,
): CatalogueOrganisation {
  return { source, reviewed, bereavementUrl: source, ...entry }
}

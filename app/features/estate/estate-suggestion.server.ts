import { and, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { findCatalogueOrganisation } from '~/content/organisations'
import { documents, families, familyOrganisations } from '~db/schema'
import type { CountryCode, DocumentCategory } from '~db/schema/vocabulary'
import { familyHasPremium } from '~/features/family/index.server'
import { DOCUMENT_NOT_FOUND, openText, type DocumentKeyRing } from '~/features/documents/index.server'
import { estateOfferFor, mayAddToEstate, type EstateOffer } from './estate-offer'
import { readStatement, type KnownOrganisation } from './statement-reader'

/**
 * Offers to add a statement in the vault to the estate (docs/decisions/070-estate-from-documents-and-digest.md):
 * the document's sealed text is opened with its own key exactly as 'Show the text' opens it (decision 044), for
 * a document the person may see, and read by `readStatement`. Only for people who may add to the estate, and
 * only in premium families; nothing is written.
 */
export interface SuggestionServices {
  db: Database
  keys: DocumentKeyRing
}

/** A will or a medical letter is never a statement. */
const STATEMENT_CATEGORIES: DocumentCategory[] = ['financial', 'insurance', 'general']

/** The family's organisations, each also known by its catalogue name, and the family's country. */
async function familyContext(db: Database, access: FamilyAccess) {
  const [family] = await db.select({ country: families.country }).from(families).where(eq(families.id, access.familyId))
  if (!family) throw new Refusal(404, DOCUMENT_NOT_FOUND)
  const country = family.country as CountryCode
  const rows = await db
    .select({
      id: familyOrganisations.id,
      name: familyOrganisations.name,
      catalogueId: familyOrganisations.catalogueId,
    })
    .from(familyOrganisations)
    .where(eq(familyOrganisations.familyId, access.familyId))
  const organisations: KnownOrganisation[] = rows.map((row) => {
    const entry = row.catalogueId ? findCatalogueOrganisation(country, row.catalogueId) : undefined
    return { id: row.id, name: row.name, aliases: entry ? [entry.name] : [] }
  })
  return { country, organisations }
}

async function offersWhere(
  { db, keys }: SuggestionServices,
  access: FamilyAccess,
  which: SQL,
  recorded: ReadonlySet<string>,
): Promise<Map<string, EstateOffer>> {
  const rows = await db
    .select({
      id: documents.id,
      keyId: documents.keyId,
      wrappedKey: documents.wrappedKey,
      sealedText: documents.sealedText,
    })
    .from(documents)
    .where(
      and(
        which,
        eq(documents.familyId, access.familyId),
        // What the person may see: the family's shared documents and their own (document-rules.ts).
        or(eq(documents.isShared, true), eq(documents.uploadedBy, access.userId)),
        eq(documents.textStatus, 'found'),
        inArray(documents.category, STATEMENT_CATEGORIES),
      ),
    )
  const offers = new Map<string, EstateOffer>()
  const readable = rows.filter((row) => row.sealedText && !recorded.has(row.id))
  if (readable.length === 0) return offers
  const context = await familyContext(db, access)
  for (const row of readable) {
    let text: string
    try {
      text = openText(keys.unwrap(row.keyId, row.wrappedKey), row.id, row.sealedText!)
    } catch {
      // A text that does not open is the vault's to report when it is shown; here it simply offers nothing.
      continue
    }
    const offer = estateOfferFor(readStatement(text, context), row, context.country)
    if (offer) offers.set(row.id, offer)
  }
  return offers
}

/**
 * The prefill link for one document, or null (nothing to offer, or the person may not add to the estate). A
 * document of another family, or someone's private one, is refused as not found, as everywhere in the vault.
 * `recorded`: documents already evidencing an asset or a debt, which are not offered again.
 */
export async function estateSuggestionForDocument(
  services: SuggestionServices,
  access: FamilyAccess,
  documentId: string,
  recorded: ReadonlySet<string> = new Set(),
): Promise<EstateOffer | null> {
  const [visible] = await services.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.familyId, access.familyId),
        or(eq(documents.isShared, true), eq(documents.uploadedBy, access.userId)),
      ),
    )
  if (!visible) throw new Refusal(404, DOCUMENT_NOT_FOUND)
  if (!mayAddToEstate(access.role) || !(await familyHasPremium(services.db, access.familyId))) return null
  const offers = await offersWhere(services, access, eq(documents.id, documentId), recorded)
  return offers.get(documentId) ?? null
}

/** The offers for the documents a page lists (a page at a time), by document id; empty for those who may not add. */
export async function estateOffersForDocuments(
  services: SuggestionServices,
  access: FamilyAccess,
  documentIds: string[],
  recorded: ReadonlySet<string> = new Set(),
): Promise<Map<string, EstateOffer>> {
  if (documentIds.length === 0 || !mayAddToEstate(access.role)) return new Map()
  if (!(await familyHasPremium(services.db, access.familyId))) return new Map()
  return offersWhere(services, access, inArray(documents.id, documentIds), recorded)
}

/** The documents page's rows with their offers filled in. */
export async function withEstateOffers<
  Page extends { documents: Array<{ id: string; estateOffer: EstateOffer | null }> },
>(
  services: SuggestionServices,
  access: FamilyAccess,
  page: Page,
  recorded: ReadonlySet<string> = new Set(),
): Promise<Page> {
  const ids = page.documents.map((document) => document.id)
  const offers = await estateOffersForDocuments(services, access, ids, recorded)
  if (offers.size === 0) return page
  return {
    ...page,
    documents: page.documents.map((document) => ({ ...document, estateOffer: offers.get(document.id) ?? null })),
  }
}

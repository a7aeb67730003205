import { eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { textExtractionHandlers } from '~/features/documents/index.server'
import { estateSuggestionForDocument } from '~/features/estate/estate-suggestion.server'
import { runNextJob } from '~/lib/job-worker.server'
import { loader as pageLoader } from '~/routes/dashboard.documents'
import { documents, familyOrganisations, profiles } from '~db/schema'
import { setUpTestContext } from '../setup/test-context'

/**
 * docs/decisions/070-estate-from-documents-and-digest.md: a statement uploaded to the vault is offered to the
 * estate's inventory, prefilled, to those who may add to it, and to no one else.
 */
const context = setUpTestContext()

const STATEMENT = `Barclays Bank UK PLC
Customer services 0345 734 5345
Statement period 1 February 2026 to 28 February 2026
Sort code 20-45-77   Account number 43218765
01 Feb   Balance brought forward   £11,020.10
Closing balance £12,400.50`

async function readTextJobs() {
  const logger = pino({ level: 'silent' })
  const handlers = textExtractionHandlers({ db: context.db, logger, ...context.documents })
  while (await runNextJob({ db: context.db, logger, handlers })) {
    // Until the queue is empty.
  }
}

async function idOf(name: string): Promise<string> {
  const [row] = await context.db.select({ id: documents.id }).from(documents).where(eq(documents.originalName, name))
  if (!row) throw new Error(`no document called ${name}`)
  return row.id
}

const services = () => ({ db: context.db, keys: context.documents.keys })

describe('a statement in the vault, offered to the estate', () => {
  it('is offered prefilled to an Admin, linked to the family’s own organisation, and to no Viewer', async () => {
    const ann = await context.premiumFamily('Ann')
    const [barclays] = await context.db
      .insert(familyOrganisations)
      .values({ familyId: ann.familyId, name: 'Barclays', kind: 'bank', catalogueId: null })
      .returning({ id: familyOrganisations.id })
    const response = await context.uploadDocuments(ann.cookie, [{ name: 'barclays-feb.txt', content: STATEMENT }], {
      category: 'financial',
      shared: 'on',
    })
    expect(response.status).toBe(201)
    await readTextJobs()
    const id = await idOf('barclays-feb.txt')

    const access = { familyId: ann.familyId, userId: ann.id, role: 'Admin' as const }
    const offer = await estateSuggestionForDocument(services(), access, id)
    expect(offer?.label).toBe('Add to the estate: Barclays account ending 8765, £12,400.50')
    const url = new URL(offer!.href, 'https://afterword.test')
    expect(url.pathname).toBe('/dashboard/estate')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      add: 'asset',
      kind: 'bank-account',
      description: 'Barclays account ending 8765',
      organisationId: barclays!.id,
      reference: '20-45-77 43218765',
      value: '12400.50',
      method: 'statement',
      documentId: id,
    })

    // The documents page shows the same link on the statement's row, and nothing was added anywhere.
    const page = await pageLoader(context.routeArgs('/dashboard/documents', { headers: { cookie: ann.cookie } }))
    expect(page.documents.find((document) => document.id === id)?.estateOffer).toEqual(offer)

    // A document already recorded in the estate is not offered again.
    expect(await estateSuggestionForDocument(services(), access, id, new Set([id]))).toBeNull()

    const val = await context.memberOf(ann.familyId, 'Viewer', 'Val')
    await context.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, val.id))
    const asViewer = { familyId: ann.familyId, userId: val.id, role: 'Viewer' as const }
    expect(await estateSuggestionForDocument(services(), asViewer, id)).toBeNull()
    const viewerPage = await pageLoader(context.routeArgs('/dashboard/documents', { headers: { cookie: val.cookie } }))
    expect(viewerPage.documents.find((document) => document.id === id)?.estateOffer).toBeNull()
  })

  it('refuses a document of another family, and someone else’s private one, as not found', async () => {
    const ann = await context.premiumFamily('Ann')
    await context.uploadDocuments(ann.cookie, [{ name: 'anns-private.txt', content: STATEMENT }], {
      category: 'financial',
    })
    await readTextJobs()
    const id = await idOf('anns-private.txt')
    const bob = await context.premiumFamily('Bob')
    const asBob = { familyId: bob.familyId, userId: bob.id, role: 'Admin' as const }
    await expect(estateSuggestionForDocument(services(), asBob, id)).rejects.toMatchObject({ status: 404 })
    const mel = await context.memberOf(ann.familyId, 'Member', 'Mel')
    const asMel = { familyId: ann.familyId, userId: mel.id, role: 'Member' as const }
    await expect(estateSuggestionForDocument(services(), asMel, id)).rejects.toMatchObject({ status: 404 })
  })
})

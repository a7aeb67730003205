import { asc, eq } from 'drizzle-orm'
import { formatDay } from '~/lib/calendar'
import type { Database } from '~/lib/db.server'
import { formatMoney } from '~/lib/money'
import { can } from '~/lib/permissions'
import type { FamilyAccess } from '~/lib/permissions.server'
import { documents, familyOrganisations } from '~db/schema'
import { findRegion } from '~/content/countries.server'
import { ALL_DATES, estateAccounts } from './estate-accounts'
import { countsInEstate, figuresOf } from './estate-figures'
import { isInEstate } from './estate-rules'
import { probateCheck } from './probate-check'
import { taxToLookInto } from './estate-tax'
import { documentVisibleTo, loadEstateRecords } from './estate-records.server'
import { settlementsOf } from './estate-membership.server'
import { ESTATE_PATH, shareLabel } from './estate-words'
import type { EstateRecords } from './estate-types'
import type { BeneficiaryRow, EstatePageData, EstateSection, ListPage, Named, PagedSection } from './estate-view'

const SECTIONS: readonly EstateSection[] = ['asset', 'debt', 'entry', 'beneficiary', 'distribution']
const isSection = (value: string | null): value is EstateSection =>
  value !== null && (SECTIONS as readonly string[]).includes(value)

/** The add form's defaults another feature may put in the address (decision 067). */
const PREFILLS = [
  'kind',
  'description',
  'organisationId',
  'reference',
  'value',
  'method',
  'documentId',
  'creditor',
  'amount',
] as const

/** What the address asks the page to open. */
export interface EstateAddress {
  add: string | null
  edit: string | null
  remove: string | null
  id: string | null
  params: URLSearchParams
}

function rowLabel(
  records: EstateRecords,
  section: EstateSection,
  id: string,
  money: (minor: number) => string,
): string | null {
  switch (section) {
    case 'asset':
      return records.assets.find((row) => row.id === id)?.description ?? null
    case 'debt':
      return records.debts.find((row) => row.id === id)?.creditor ?? null
    case 'entry':
      return records.entries.find((row) => row.id === id)?.description ?? null
    case 'beneficiary':
      return records.beneficiaries.find((row) => row.id === id)?.name ?? null
    case 'distribution': {
      const distribution = records.distributions.find((row) => row.id === id)
      if (!distribution) return null
      const name = records.beneficiaries.find((row) => row.id === distribution.beneficiaryId)?.name ?? 'a beneficiary'
      return `${money(distribution.amount)} to ${name}`
    }
  }
}

function viewOf(
  records: EstateRecords,
  address: EstateAddress,
  canEdit: boolean,
  money: (minor: number) => string,
): EstatePageData['view'] {
  const prefill: Record<string, string> = {}
  for (const name of PREFILLS) {
    const value = address.params.get(name)
    if (value !== null) prefill[name] = value.slice(0, 300)
  }
  const id = address.id ?? ''
  const editing = canEdit && isSection(address.edit) && rowLabel(records, address.edit, id, money) !== null
  const removing = canEdit && isSection(address.remove) ? rowLabel(records, address.remove, id, money) : null
  return {
    add: canEdit && isSection(address.add) ? address.add : null,
    prefill,
    editing: editing ? { section: address.edit as EstateSection, id } : null,
    deleting: removing !== null ? { section: address.remove as EstateSection, id, label: removing } : null,
  }
}

/** Rows of a long list on one page of the estate page (issue 33: an estate of 500 assets and 2,000 entries). */
export const ESTATE_PAGE_SIZE = 50

const PAGED_SECTIONS: readonly PagedSection[] = ['asset', 'debt', 'entry', 'distribution']
const PAGE_PARAMS: Record<PagedSection, string> = {
  asset: 'assetPage',
  debt: 'debtPage',
  entry: 'entryPage',
  distribution: 'distributionPage',
}
/** Each list's heading: a page link lands on it, without JavaScript too. */
const LIST_HEADINGS: Record<PagedSection, string> = {
  asset: 'assets-heading',
  debt: 'debts-heading',
  entry: 'account-heading',
  distribution: 'distributions-heading',
}

/**
 * Which page of each long list to show: the one the address asks for (within range), or, for a record being
 * edited or removed, the page that holds it, so its form (and a refused change's message) is on the page.
 */
function pagesOf(
  records: EstateRecords,
  address: EstateAddress,
  view: EstatePageData['view'],
): { pages: Record<PagedSection, ListPage>; here: string } {
  const lists: Record<PagedSection, readonly { id: string }[]> = {
    asset: records.assets,
    debt: records.debts,
    entry: records.entries,
    distribution: records.distributions,
  }
  const open = view.editing ?? view.deleting
  const current = {} as Record<PagedSection, { page: number; pages: number; total: number }>
  for (const section of PAGED_SECTIONS) {
    const total = lists[section].length
    const pages = Math.max(1, Math.ceil(total / ESTATE_PAGE_SIZE))
    const asked = Number.parseInt(address.params.get(PAGE_PARAMS[section]) ?? '1', 10)
    let page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pages) : 1
    if (open?.section === section) {
      const index = lists[section].findIndex((row) => row.id === open.id)
      if (index >= 0) page = Math.floor(index / ESTATE_PAGE_SIZE) + 1
    }
    current[section] = { page, pages, total }
  }
  const addressOf = (changed?: { section: PagedSection; page: number }) => {
    const params = new URLSearchParams()
    for (const section of PAGED_SECTIONS) {
      const page = changed?.section === section ? changed.page : current[section].page
      if (page > 1) params.set(PAGE_PARAMS[section], String(page))
    }
    const query = params.size > 0 ? `?${params.toString()}` : ''
    return `${ESTATE_PATH}${query}${changed ? `#${LIST_HEADINGS[changed.section]}` : ''}`
  }
  const pages = {} as Record<PagedSection, ListPage>
  for (const section of PAGED_SECTIONS) {
    const { page, pages: count, total } = current[section]
    const to = (target: number) => addressOf({ section, page: target })
    pages[section] = {
      param: PAGE_PARAMS[section],
      page,
      pages: count,
      total,
      first: total === 0 ? 0 : (page - 1) * ESTATE_PAGE_SIZE + 1,
      last: Math.min(page * ESTATE_PAGE_SIZE, total),
      previous: page > 1 ? to(page - 1) : null,
      next: page < count ? to(page + 1) : null,
      firstHref: page > 2 ? to(1) : null,
      lastHref: page < count - 1 ? to(count) : null,
    }
  }
  return { pages, here: addressOf() }
}

const pageRows = <T>(rows: readonly T[], page: ListPage): T[] =>
  page.total === 0 ? [] : rows.slice(page.first - 1, page.last)

/**
 * The estate page: totals over every record from one run of the accounts model, one page of each long list in
 * the reader's money and dates (only the rows shown are formatted), and what is open.
 */
export async function estateOverview(
  db: Database,
  access: FamilyAccess,
  dates: { today: string; locale: string; timeZone?: string },
  address: EstateAddress,
): Promise<EstatePageData> {
  const [records, organisations, linkable, settlements] = await Promise.all([
    loadEstateRecords(db, access.familyId),
    db
      .select({ id: familyOrganisations.id, name: familyOrganisations.name })
      .from(familyOrganisations)
      .where(eq(familyOrganisations.familyId, access.familyId))
      .orderBy(asc(familyOrganisations.name)),
    db
      .select({ id: documents.id, name: documents.originalName })
      .from(documents)
      .where(documentVisibleTo(access))
      .orderBy(asc(documents.originalName))
      .limit(500),
    settlementsOf(db, access.familyId, dates),
  ])
  const money = (minor: number) => formatMoney(minor, records.currency, dates.locale)
  const figures = figuresOf(records, estateAccounts(records, { asOf: ALL_DATES, inEstate: countsInEstate(records) }))
  const region = records.regionCode ? (findRegion(records.regionCode)?.region ?? null) : null
  const canEdit = can(access.role, 'manage-estate')
  const view = viewOf(records, address, canEdit, money)
  const { pages, here } = pagesOf(records, address, view)

  return {
    currency: records.currency,
    today: dates.today,
    dateOfDeath: records.dateOfDeath,
    canEdit,
    totals: {
      assetsAtDeath: money(figures.assetsAtDeath),
      debts: money(figures.debts),
      net: money(figures.net),
      accountBalance: money(figures.accountBalance),
      distributed: money(figures.distributed),
      available: money(Math.max(figures.available, 0)),
      unvalued: figures.unvalued,
    },
    ...listRows(
      records,
      pages,
      { organisations, linkable, settlements },
      { money, day: (date) => formatDay(date, dates.locale) },
    ),
    pages,
    here,
    organisations,
    linkable,
    view,
    probate: probateCheck(records, region),
    tax: taxToLookInto(records, records.country, records.regionCode, usRegionAsk(records.country, region)),
    accountsHref: { pdf: `${ESTATE_PATH}/accounts.pdf`, csv: `${ESTATE_PATH}/accounts.csv` },
  }
}

/** The rows of each list's page in the reader's money and dates, and the choices the account's form offers. */
function listRows(
  records: EstateRecords,
  pages: Record<PagedSection, ListPage>,
  names: { organisations: Named[]; linkable: Named[]; settlements: Awaited<ReturnType<typeof settlementsOf>> },
  formats: { money: (minor: number) => string; day: (date: string) => string },
): Pick<EstatePageData, 'assets' | 'debts' | 'entries' | 'beneficiaries' | 'distributions' | 'choices'> {
  const { money, day } = formats
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]))
  const organisationNames = byId(names.organisations)
  const documentNames = byId(names.linkable)
  const visible = (ids: string[]): Named[] => ids.flatMap((id) => documentNames.get(id) ?? [])
  const beneficiaries = byId(records.beneficiaries)
  const distributedTo = new Map<string, number>()
  for (const { beneficiaryId, amount } of records.distributions) {
    distributedTo.set(beneficiaryId, (distributedTo.get(beneficiaryId) ?? 0) + amount)
  }
  return {
    assets: pageRows(records.assets, pages.asset).map((asset) => ({
      ...asset,
      organisationName: asset.organisationId ? (organisationNames.get(asset.organisationId)?.name ?? null) : null,
      valueLabel: asset.valueAtDeath === null ? null : money(asset.valueAtDeath),
      documents: visible(asset.documentIds),
      inEstate: isInEstate(asset, records.country, records.regionCode),
      settledBy: names.settlements.get(asset.id) ?? null,
    })),
    debts: pageRows(records.debts, pages.debt).map((debt) => ({
      ...debt,
      organisationName: debt.organisationId ? (organisationNames.get(debt.organisationId)?.name ?? null) : null,
      amountLabel: money(debt.amount),
      documents: visible(debt.documentIds),
    })),
    entries: entryRows(records, pages.entry, money, day),
    beneficiaries: records.beneficiaries.map((beneficiary) =>
      beneficiaryRow(beneficiary, distributedTo.get(beneficiary.id) ?? 0, money),
    ),
    distributions: pageRows(records.distributions, pages.distribution).map((distribution) => ({
      ...distribution,
      beneficiaryName: beneficiaries.get(distribution.beneficiaryId)?.name ?? 'A beneficiary',
      dateLabel: day(distribution.date),
      amountLabel: money(distribution.amount),
      receiptLabel: distribution.receiptDate ? day(distribution.receiptDate) : null,
    })),
    choices: {
      assets: records.assets.map((asset) => ({ id: asset.id, name: asset.description })),
      unpaidDebts: records.debts
        .filter((debt) => !debt.paid)
        .map((debt) => ({ id: debt.id, name: `${debt.creditor} (${money(debt.amount)})` })),
    },
  }
}

/** A US state without a confirmed estate or inheritance tax figure: the tax section sends people to its court. */
function usRegionAsk(
  country: EstateRecords['country'],
  region: NonNullable<ReturnType<typeof findRegion>>['region'] | null,
) {
  if (country !== 'US' || !region) return {}
  const court = region.probateCourt
  return { region: { name: region.name, askUrl: court.website ?? court.source, askChecked: court.reviewed } }
}

function beneficiaryRow(
  beneficiary: EstateRecords['beneficiaries'][number],
  distributed: number,
  money: (minor: number) => string,
): BeneficiaryRow {
  return {
    ...beneficiary,
    giftLabel:
      beneficiary.gift === 'sum' && beneficiary.amount !== null
        ? `A sum of ${money(beneficiary.amount)}`
        : beneficiary.gift === 'residue-share' && beneficiary.residueShareBasisPoints !== null
          ? `${shareLabel(beneficiary.residueShareBasisPoints)} of the residue`
          : beneficiary.giftDescription || 'A specific gift',
    distributedLabel: money(distributed),
  }
}

/**
 * One page of the account's entries, oldest first, each with the balance after it (counted over every entry
 * before it, on earlier pages too) and what it settled or collected.
 */
function entryRows(
  records: EstateRecords,
  page: ListPage,
  money: (minor: number) => string,
  day: (date: string) => string,
) {
  const shown = pageRows(records.entries, page)
  let balance = 0
  for (let index = 0; index < page.first - 1; index++) {
    const entry = records.entries[index]
    if (entry) balance += entry.direction === 'in' ? entry.amount : -entry.amount
  }
  const assets = new Map(records.assets.map((row) => [row.id, row.description]))
  const debts = new Map(records.debts.map((row) => [row.id, row.creditor]))
  return shown.map((entry) => {
    balance += entry.direction === 'in' ? entry.amount : -entry.amount
    const settles = entry.debtId
      ? (debts.get(entry.debtId) ?? null)
      : entry.assetId
        ? (assets.get(entry.assetId) ?? null)
        : null
    return {
      ...entry,
      dateLabel: day(entry.date),
      amountLabel: money(entry.amount),
      balanceLabel: money(balance),
      settles,
    }
  })
}

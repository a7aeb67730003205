import { asc, eq } from 'drizzle-orm'
import { formatDay } from '~/lib/calendar'
import type { Database } from '~/lib/db.server'
import { formatMoney } from '~/lib/money'
import { can } from '~/lib/permissions'
import type { FamilyAccess } from '~/lib/permissions.server'
import { documents, familyOrganisations } from '~db/schema'
import { findRegion } from '~/content/countries.server'
import { countsInEstate, estateFigures } from './estate-figures'
import { isInEstate } from './estate-rules'
import { probateCheck } from './probate-check'
import { taxToLookInto } from './estate-tax'
import { documentVisibleTo, loadEstateRecords } from './estate-records.server'
import { settlementsOf } from './estate-membership.server'
import { ESTATE_PATH, shareLabel } from './estate-words'
import type { EstateRecords } from './estate-types'
import type { BeneficiaryRow, EstatePageData, EstateSection, Named } from './estate-view'

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

/** The estate page: totals, each kind of record in the reader's money and dates, and what is open. */
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
  const day = (date: string) => formatDay(date, dates.locale)
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]))
  const organisationNames = byId(organisations)
  const documentNames = byId(linkable)
  const visible = (ids: string[]): Named[] => ids.flatMap((id) => documentNames.get(id) ?? [])
  const beneficiaries = byId(records.beneficiaries)
  const figures = estateFigures(records, countsInEstate(records))
  const region = records.regionCode ? (findRegion(records.regionCode)?.region ?? null) : null
  const canEdit = can(access.role, 'manage-estate')

  const entries = entryRows(records, money, day)

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
    assets: records.assets.map((asset) => ({
      ...asset,
      organisationName: asset.organisationId ? (organisationNames.get(asset.organisationId)?.name ?? null) : null,
      valueLabel: asset.valueAtDeath === null ? null : money(asset.valueAtDeath),
      documents: visible(asset.documentIds),
      inEstate: isInEstate(asset, records.country, records.regionCode),
      settledBy: settlements.get(asset.id) ?? null,
    })),
    debts: records.debts.map((debt) => ({
      ...debt,
      organisationName: debt.organisationId ? (organisationNames.get(debt.organisationId)?.name ?? null) : null,
      amountLabel: money(debt.amount),
      documents: visible(debt.documentIds),
    })),
    entries,
    beneficiaries: records.beneficiaries.map((beneficiary) => beneficiaryRow(records, beneficiary, money)),
    distributions: records.distributions.map((distribution) => ({
      ...distribution,
      beneficiaryName: beneficiaries.get(distribution.beneficiaryId)?.name ?? 'A beneficiary',
      dateLabel: day(distribution.date),
      amountLabel: money(distribution.amount),
      receiptLabel: distribution.receiptDate ? day(distribution.receiptDate) : null,
    })),
    organisations,
    linkable,
    view: viewOf(records, address, canEdit, money),
    probate: probateCheck(records, region),
    tax: taxToLookInto(records, records.country, records.regionCode, usRegionAsk(records.country, region)),
    accountsHref: { pdf: `${ESTATE_PATH}/accounts.pdf`, csv: `${ESTATE_PATH}/accounts.csv` },
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
  records: EstateRecords,
  beneficiary: EstateRecords['beneficiaries'][number],
  money: (minor: number) => string,
): BeneficiaryRow {
  const distributed = records.distributions
    .filter((distribution) => distribution.beneficiaryId === beneficiary.id)
    .reduce((total, distribution) => total + distribution.amount, 0)
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

/** The account's entries, oldest first, each with the balance after it and what it settled or collected. */
function entryRows(records: EstateRecords, money: (minor: number) => string, day: (date: string) => string) {
  const assets = new Map(records.assets.map((row) => [row.id, row]))
  const debts = new Map(records.debts.map((row) => [row.id, row]))
  let balance = 0
  return records.entries.map((entry) => {
    balance += entry.direction === 'in' ? entry.amount : -entry.amount
    const settles = entry.debtId
      ? (debts.get(entry.debtId)?.creditor ?? null)
      : entry.assetId
        ? (assets.get(entry.assetId)?.description ?? null)
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

/**
 * The estate accounts PDF for an estate of 500 assets, 500 debts and 2,000 entries on the estate account (with
 * 20 beneficiaries and a distribution for every ten entries), computed and rendered in this process to a byte
 * counter, next to the checklist PDF of 100 tasks measured in the same run as a baseline: time, bytes, pages and
 * memory. Part of
 * `npm run bench` (target under 2 s); `npx tsx tests/bench/estate-accounts-pdf.ts` runs it alone.
 */
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import { measureChecklistPdf, syntheticChecklist, type PdfFigures } from './checklist-pdf'
import { estateAccounts } from '~/features/estate/estate-accounts'
import { renderEstateAccountsPdf } from '~/features/estate/estate-accounts-pdf.server'
import type { AccountEntry, EstateRecords } from '~/features/estate/estate-types'
import { ASSET_KINDS, DEBT_KINDS } from '../../db/schema/vocabulary'

export interface EstateAccountsPdfFigures {
  /** Assets + debts + entries + distributions: the rows the PDF's tables hold. */
  rows: number
  ms: number
  /** This process's CPU time during the render: the figure to trust on a machine shared with other work. */
  cpuMs: number
  bytes: number
  pages: number
  peakRssMb: number
  rssGrowthMb: number
}

export interface EstateAccountsPdfBench {
  /** The first accounts PDF of a process, one of each record: includes parsing the fonts, once per process. */
  first: EstateAccountsPdfFigures
  /** The checklist PDF of 100 tasks, rendered just before. */
  baseline: PdfFigures
  result: EstateAccountsPdfFigures
}

const day = (index: number) => {
  const date = new Date(Date.UTC(2026, 2, 15) + (index % 600) * 86_400_000)
  return date.toISOString().slice(0, 10)
}

/** An estate with `assets` assets, `debts` debts and `entries` entries, the links between them as in life. */
export function syntheticEstate(assets: number, debts: number, entries: number): EstateRecords {
  const entryList: AccountEntry[] = Array.from({ length: entries }, (_, index) => {
    const collects = index < assets && index % 2 === 0
    const settles = !collects && index < assets + debts && index % 3 === 0
    return {
      id: `entry-${String(index).padStart(5, '0')}`,
      date: day(index),
      direction: collects || index % 5 === 0 ? 'in' : 'out',
      amount: 1_000 + ((index * 7919) % 2_000_000),
      description: collects
        ? `Closing balance of account ${index}`
        : settles
          ? `Payment to creditor ${index % debts}`
          : `Estate expense or receipt number ${index}: solicitor’s fees, valuation, Dún Laoghaire`,
      debtId: settles ? `debt-${index % debts}` : null,
      assetId: collects ? `asset-${index}` : null,
    }
  })
  const beneficiaries = Array.from({ length: 20 }, (_, index) => ({
    id: `beneficiary-${index}`,
    name: `Beneficiary number ${index + 1} Ó Súilleabháin`,
    relationship: 'grandson',
    gift: index < 5 ? ('sum' as const) : ('residue-share' as const),
    amount: index < 5 ? 100_000 : null,
    residueShareBasisPoints: index < 5 ? null : index === 5 ? 10_000 - 14 * 666 : 666,
    giftDescription: '',
  }))
  return {
    country: 'UK',
    regionCode: 'uk-england',
    currency: 'GBP',
    dateOfDeath: '2026-03-14',
    assets: Array.from({ length: assets }, (_, index) => ({
      id: `asset-${index}`,
      kind: ASSET_KINDS[index % ASSET_KINDS.length] ?? 'belongings',
      description: `Asset ${index + 1}: an account, a policy or a holding held at a bank in Tāmaki Makaurau`,
      organisationId: null,
      reference: null,
      ownership: index % 10 === 0 ? 'joint' : 'sole',
      valueAtDeath: index % 25 === 0 ? null : 5_000 + ((index * 104_729) % 50_000_000),
      valuationMethod: 'statement',
      state: 'valued',
      documentIds: [],
    })),
    debts: Array.from({ length: debts }, (_, index) => ({
      id: `debt-${index}`,
      kind: DEBT_KINDS[index % DEBT_KINDS.length] ?? 'bill',
      creditor: `Creditor ${index + 1}, a utility or card company`,
      organisationId: null,
      reference: null,
      amount: 1_000 + ((index * 15_485_863) % 500_000),
      paid: index % 2 === 0,
      documentIds: [],
    })),
    entries: entryList,
    beneficiaries,
    distributions: Array.from({ length: Math.ceil(entries / 10) }, (_, index) => ({
      id: `distribution-${index}`,
      beneficiaryId: `beneficiary-${index % 20}`,
      date: day(index * 3),
      kind: 'interim' as const,
      amount: 10_000,
      receiptDate: null,
    })),
  }
}

const MB = 1024 * 1024

export async function measureEstateAccountsPdf(records: EstateRecords): Promise<EstateAccountsPdfFigures> {
  const rssBefore = process.memoryUsage.rss()
  let peakRss = rssBefore
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss())
  }, 5)
  let bytes = 0
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done()
    },
  })
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  // The whole of what the route would do after loading the records: the accounts, then the PDF.
  const accounts = estateAccounts(records, { asOf: '2099-12-31', inEstate: (asset) => asset.ownership === 'sole' })
  const pdf = renderEstateAccountsPdf({ accounts, deceasedName: 'Margaret Thompson' })
  await pipeline(pdf, counter)
  const ms = performance.now() - started
  const cpu = process.cpuUsage(cpuBefore)
  clearInterval(sampler)
  peakRss = Math.max(peakRss, process.memoryUsage.rss())
  const range = pdf.bufferedPageRange()
  return {
    rows: records.assets.length + records.debts.length + records.entries.length + records.distributions.length,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    bytes,
    pages: range.start + range.count,
    peakRssMb: peakRss / MB,
    rssGrowthMb: (peakRss - rssBefore) / MB,
  }
}

export async function benchEstateAccountsPdf(
  assets = 500,
  debts = 500,
  entries = 2000,
): Promise<EstateAccountsPdfBench> {
  const first = await measureEstateAccountsPdf(syntheticEstate(1, 1, 1))
  const baseline = await measureChecklistPdf(syntheticChecklist(100))
  const result = await measureEstateAccountsPdf(syntheticEstate(assets, debts, entries))
  return { first, baseline, result }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchEstateAccountsPdf()
  const line = (name: string, count: string, row: Omit<PdfFigures, 'tasks'>) =>
    console.log(
      `${name.padEnd(8)} ${count.padStart(16)}  ${row.ms.toFixed(0).padStart(6)} ms  ` +
        `${String(row.pages).padStart(4)} pages  ${(row.bytes / 1024).toFixed(0).padStart(6)} KB  ` +
        `peak RSS ${row.peakRssMb.toFixed(0)} MB (+${row.rssGrowthMb.toFixed(0)} MB)`,
    )
  line('first', `${figures.first.rows} rows`, figures.first)
  line('baseline', `${figures.baseline.tasks} checklist tasks`, figures.baseline)
  line('result', `${figures.result.rows} rows`, figures.result)
  console.log(`result CPU ${figures.result.cpuMs.toFixed(0)} ms`)
}

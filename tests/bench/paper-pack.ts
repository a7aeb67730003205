/**
 * The paper pack (decision 073) for a family with 200 tasks and 80 organisations (40 of them with a letter ready
 * to sign), rendered in this process to a byte counter like tests/bench/checklist-pdf.ts, next to a baseline
 * measured in the same run: the checklist PDF of the same 200 tasks. Both in the usual size and large print.
 * Part of `npm run bench`; `npx tsx tests/bench/paper-pack.ts` runs it alone.
 */
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import { renderChecklistPdf } from '~/features/checklist/checklist-pdf.server'
import type { PaperPack } from '~/features/checklist/paper-pack'
import { renderPaperPackPdf } from '~/features/checklist/paper-pack-pdf.server'
import { writeLetter } from '~/features/organisations/letter'
import { syntheticChecklist } from './checklist-pdf'

export interface PackFigures {
  ms: number
  bytes: number
  pages: number
}

export interface PaperPackBench {
  tasks: number
  organisations: number
  /** The checklist PDF of the same tasks, just before. */
  baseline: PackFigures
  result: PackFigures
  largePrint: PackFigures
}

/** A family's pack: the synthetic checklist's tasks by week, and `organisations` organisations, every other with a letter. */
export function syntheticPack(tasks: number, organisations: number, largePrint = false): PaperPack {
  const checklist = syntheticChecklist(tasks)
  const all = checklist.groups.flatMap((group) => group.tasks)
  const weeks = [1, 8, 15, 22].map((day) => ({
    label: `Week beginning ${day} December 2026`,
    tasks: all.filter((task) => {
      const due = Number(task.dueDate?.slice(8))
      return due >= day && due < day + 7
    }),
  }))
  const names = Array.from({ length: organisations }, (_, index) => `Organisation ${index + 1} Building Society`)
  return {
    whosePlan: 'The plan after the death of Seán Ó Súilleabháin',
    printedBy: 'Máire Ní Bhriain',
    printedOnLabel: '22 November 2026',
    language: 'en-IE',
    paper: 'A4',
    largePrint,
    weeks,
    callDetails: [
      { label: 'Full name', value: 'Seán Ó Súilleabháin' },
      { label: 'Date of birth', value: '31 January 1950' },
      { label: 'Date of death', value: '10 November 2026' },
      { label: 'Last address', value: 'Bóthar na Trá\nGaillimh' },
    ],
    references: names.map((name, index) => ({
      organisationName: name,
      reference: `IE29 AIBK 9311 5212 3456 ${index}`,
    })),
    organisations: names.map((name, index) => ({
      name,
      statusLabel: 'To notify',
      done: index % 4 === 0,
      reference: `IE29 AIBK 9311 5212 3456 ${index}`,
      notes: 'Ask for the bereavement pack.',
      phone: '01 234 5678',
      phoneHours: 'Monday to Friday, 9am to 5pm',
      postalAddress: `Bereavement Team\nPO Box ${index}\nDublin 2`,
      usuallyNeeds: ['A certified copy of the death certificate', 'The account number', 'The grant of probate'],
      website: 'https://www.example.ie/bereavement',
    })),
    letters: names
      .filter((_, index) => index % 2 === 0)
      .map((name, index) => ({
        organisationName: name,
        title: `The late Seán Ó Súilleabháin (died 10 November 2026): ${name}`,
        text: writeLetter({
          country: 'IE',
          today: '2026-11-22',
          deceasedName: 'Seán Ó Súilleabháin',
          deceasedDateOfBirth: '1950-01-31',
          dateOfDeath: '2026-11-10',
          deceasedLastAddress: 'Bóthar na Trá\nGaillimh',
          organisationName: name,
          reference: `IE29 AIBK 9311 5212 3456 ${index}`,
          senderName: 'Máire Ní Bhriain',
          senderAddress: '1 Sráid Mhór\nGaillimh',
          relationship: 'wife',
          relationshipOther: null,
          purpose: 'close',
          enclosures: ['death-certificate'],
          note: '',
        }),
      })),
    certificates: {
      held: 6,
      out: 4,
      sendings: names.slice(0, 10).map((name, index) => ({
        organisationName: name,
        sentOnLabel: '20 November 2026',
        returnedOnLabel: index % 2 === 0 ? '25 November 2026' : null,
      })),
    },
  }
}

async function measure(pdf: PDFKit.PDFDocument, started: number): Promise<PackFigures> {
  let bytes = 0
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done()
    },
  })
  await pipeline(pdf, counter)
  const range = pdf.bufferedPageRange()
  return { ms: performance.now() - started, bytes, pages: range.start + range.count }
}

export async function benchPaperPack(tasks = 200, organisations = 80): Promise<PaperPackBench> {
  // The fonts are parsed once per process: a first small render keeps that out of both figures.
  await measure(renderChecklistPdf(syntheticChecklist(1)), performance.now())
  const checklist = syntheticChecklist(tasks)
  let started = performance.now()
  const baseline = await measure(renderChecklistPdf(checklist), started)
  const pack = syntheticPack(tasks, organisations)
  started = performance.now()
  const result = await measure(renderPaperPackPdf(pack), started)
  const large = syntheticPack(tasks, organisations, true)
  started = performance.now()
  const largePrint = await measure(renderPaperPackPdf(large), started)
  return { tasks, organisations, baseline, result, largePrint }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchPaperPack()
  const rows = [
    ['checklist PDF (baseline)', figures.baseline],
    ['paper pack', figures.result],
    ['paper pack, large print', figures.largePrint],
  ] as const
  console.log(`${figures.tasks} tasks, ${figures.organisations} organisations`)
  for (const [name, row] of rows) {
    console.log(
      `${name.padEnd(26)} ${row.ms.toFixed(0).padStart(6)} ms  ${String(row.pages).padStart(4)} pages  ` +
        `${(row.bytes / 1024).toFixed(0).padStart(6)} KB`,
    )
  }
}

/**
 * The checklist PDF for a family with 1,000 tasks (each with five steps, two contacts and a 200-character
 * description), rendered in this process to a byte counter, next to a 100-task baseline measured in the same
 * run: time, bytes, pages and memory. Part of `npm run bench`; `npx tsx tests/bench/checklist-pdf.ts` runs it
 * alone.
 */
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import { renderChecklistPdf } from '~/features/checklist/checklist-pdf.server'
import { CHECKLIST_TITLE, type PrintableChecklist, type PrintableGroup } from '~/features/checklist/printable'
import type { TaskCategory } from '~/content/schema'

export interface PdfFigures {
  tasks: number
  ms: number
  bytes: number
  pages: number
  /** The process's resident memory at its highest during the render. */
  peakRssMb: number
  /** That peak less the resident memory just before the render. */
  rssGrowthMb: number
}

export interface ChecklistPdfBench {
  /** The first PDF of a process, one task: includes parsing the fonts, once per process. */
  first: PdfFigures
  baseline: PdfFigures
  result: PdfFigures
}

const CATEGORIES: [TaskCategory, string][] = [
  ['legal', 'Legal'],
  ['funeral', 'Funeral'],
  ['estate', 'Estate'],
  ['government', 'Government'],
  ['financial', 'Financial'],
  ['personal', 'Personal'],
  ['general', 'General'],
]

// 200 characters of the kind of text the regional content has, with macrons, fadas and curly quotes.
const DESCRIPTION =
  'Tell the bank in Tāmaki Makaurau or Dún Laoghaire about the death and ask for a “bereavement pack”; ' +
  'they freeze sole accounts, stop direct debits and explain what the executor must send them next.'

/** A checklist of `tasks` tasks spread over the seven categories, like one family's plan. */
export function syntheticChecklist(tasks: number): PrintableChecklist {
  const groups: PrintableGroup[] = CATEGORIES.map(([category, label]) => ({ category, label, tasks: [] }))
  for (let index = 0; index < tasks; index++) {
    const group = groups[index % groups.length]
    if (!group) continue
    const day = (index % 28) + 1
    group.tasks.push({
      id: `task-${index}`,
      title: `Task ${index + 1}: notify the ${group.label.toLowerCase()} contacts and keep a record of each call`,
      description: DESCRIPTION,
      priority: 'medium',
      status: index % 5 === 0 ? 'completed' : 'not-started',
      dueDate: `2026-12-${String(day).padStart(2, '0')}`,
      dueDateLabel: `${day} December 2026`,
      steps: [1, 2, 3, 4, 5].map((step) => `Step ${step}: gather the papers, make the call and note who you spoke to`),
      contacts: ['Births, Deaths and Marriages: 0800 225 252', 'https://www.citizensinformation.ie/en/death/'],
    })
  }
  return {
    title: CHECKLIST_TITLE,
    dateLabel: '22 November 2026',
    regionLabel: 'Auckland',
    taskCount: tasks,
    groups,
    language: 'en-NZ',
    paper: 'A4',
  }
}

const MB = 1024 * 1024

export async function measureChecklistPdf(checklist: PrintableChecklist): Promise<PdfFigures> {
  const rssBefore = process.memoryUsage.rss()
  let peakRss = rssBefore
  // The render yields to the event loop every few milliseconds, so this sees memory while it works.
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
  const pdf = renderChecklistPdf(checklist)
  await pipeline(pdf, counter)
  const ms = performance.now() - started
  clearInterval(sampler)
  peakRss = Math.max(peakRss, process.memoryUsage.rss())
  const range = pdf.bufferedPageRange()
  return {
    tasks: checklist.taskCount,
    ms,
    bytes,
    pages: range.start + range.count,
    peakRssMb: peakRss / MB,
    rssGrowthMb: (peakRss - rssBefore) / MB,
  }
}

export async function benchChecklistPdf(tasks = 1000): Promise<ChecklistPdfBench> {
  const first = await measureChecklistPdf(syntheticChecklist(1))
  const baseline = await measureChecklistPdf(syntheticChecklist(Math.round(tasks / 10)))
  const result = await measureChecklistPdf(syntheticChecklist(tasks))
  return { first, baseline, result }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchChecklistPdf(Number(process.env.BENCH_TASKS ?? 1000))
  const rows = [
    ['first', figures.first],
    ['baseline', figures.baseline],
    ['result', figures.result],
  ] as const
  for (const [name, row] of rows) {
    console.log(
      `${name.padEnd(8)} ${String(row.tasks).padStart(5)} tasks  ${row.ms.toFixed(0).padStart(6)} ms  ` +
        `${String(row.pages).padStart(4)} pages  ${(row.bytes / 1024).toFixed(0).padStart(6)} KB  ` +
        `peak RSS ${row.peakRssMb.toFixed(0)} MB (+${row.rssGrowthMb.toFixed(0)} MB)`,
    )
  }
}

import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { renderChecklistPdf } from './checklist-pdf.server'
import { EMPTY_CHECKLIST_TEXT } from './printable'
import { CHECKLIST_TITLE, type PaperSize, type PrintableChecklist } from './printable'
import { printableTask as task } from './printable.test-helpers'

// The PDF is read back with pdfjs, an independent parser, so these tests check what a reader or a screen reader
// gets, not what pdfkit was asked to do.

const LONG_URL =
  'https://www.govt.nz/browse/family-and-whanau/death-and-bereavement/what-to-do-when-someone-dies/registering-a-death-and-getting-a-death-certificate/'

// Long enough to wrap onto a second and third line.
const PROBATE_DESCRIPTION =
  'Seán Ó Súilleabháin at the Probate Office can help. Bring the death certificate, the original will and a ' +
  'list of what the estate holds; the office will tell you which forms apply and what the fee is.'

function smallChecklist(paper: PaperSize = 'A4'): PrintableChecklist {
  return {
    title: CHECKLIST_TITLE,
    dateLabel: '22 November 2026',
    regionLabel: 'Tāmaki Makaurau',
    taskCount: 3,
    language: 'en-NZ',
    paper,
    groups: [
      {
        category: 'legal',
        label: 'Legal',
        tasks: [
          task({
            id: 'register',
            title: 'Register the death in Tāmaki Makaurau',
            description: 'The funeral director usually does this. Ask them for the “registration number”.',
            dueDate: '2026-11-24',
            dueDateLabel: '24 November 2026',
            steps: ['Ask the funeral director', 'Order certified copies'],
            contacts: ['Births, Deaths and Marriages: 0800 225 252', LONG_URL],
          }),
          task({
            id: 'probate',
            title: 'Apply for probate in Dún Laoghaire',
            description: PROBATE_DESCRIPTION,
            status: 'completed',
            contacts: ['Probate Office, Phoenix House'],
          }),
        ],
      },
      {
        category: 'funeral',
        label: 'Funeral',
        tasks: [task({ id: 'director', title: 'Choose a funeral director', steps: ['Compare three prices'] })],
      },
    ],
  }
}

function largeChecklist(tasks: number): PrintableChecklist {
  const checklist = smallChecklist()
  const list = Array.from({ length: tasks }, (_, index) =>
    task({
      id: `task-${index}`,
      title: `Task number ${index + 1} of the plan`,
      // Tasks of different heights, so page breaks fall in different places.
      description: 'Call the office, give the reference and write down who you spoke to. '.repeat(1 + (index % 3)),
      dueDate: '2026-12-01',
      dueDateLabel: '1 December 2026',
      steps: ['Find the papers', 'Make the call', 'Note the answer', 'File the letter'].slice(0, index % 5),
      contacts: index % 2 ? ['The office: 0800 000 000'] : [],
    }),
  )
  return { ...checklist, taskCount: tasks, groups: [{ category: 'general', label: 'General', tasks: list }] }
}

async function render(checklist: PrintableChecklist): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of renderChecklistPdf(checklist)) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  // pdfjs takes ownership of the array it is given; a copy keeps `bytes` readable for the raw checks.
  return getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise
}

interface Marked {
  tag: string
  mcid: number | null
}

/**
 * What the page draws, in content order: the exact characters of each text run (spaces included, which pdfjs's
 * text layer drops at line ends) and the marked content around each run and each path.
 */
async function drawnContent(page: PDFPageProxy) {
  const { fnArray, argsArray } = await page.getOperatorList()
  const stack: Marked[] = []
  const runs: { text: string; marks: Marked[] }[] = []
  const paths: Marked[][] = []
  fnArray.forEach((fn, index) => {
    const args: unknown = argsArray[index]
    const [first, second] = Array.isArray(args) ? (args as unknown[]) : []
    if (fn === OPS.beginMarkedContent || fn === OPS.beginMarkedContentProps) {
      stack.push({ tag: String(first), mcid: typeof second === 'number' ? second : null })
    } else if (fn === OPS.endMarkedContent) {
      stack.pop()
    } else if (fn === OPS.showText && Array.isArray(first)) {
      // Glyphs carry their Unicode text; the numbers between them are kerning.
      const glyphs = first as unknown[]
      const text = glyphs
        .map((glyph) => (glyph && typeof glyph === 'object' && 'unicode' in glyph ? String(glyph.unicode) : ''))
        .join('')
      runs.push({ text, marks: [...stack] })
    } else if (fn === OPS.constructPath) {
      paths.push([...stack])
    }
  })
  return { runs, paths }
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

async function pageText(page: PDFPageProxy) {
  return normalise((await drawnContent(page)).runs.map((run) => run.text).join(''))
}

async function documentText(pdf: PDFDocumentProxy) {
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) pages.push(await pageText(await pdf.getPage(number)))
  return pages
}

interface StructNode {
  role: string
  children: (StructNode | { type: string; id: string })[]
}

/** Each structure element with content on the page, in tree order, with the exact text of that content. */
async function taggedText(page: PDFPageProxy) {
  const tree = (await page.getStructTree()) as StructNode | null
  const textByMcid = new Map<number, string>()
  for (const run of (await drawnContent(page)).runs) {
    const mcid = run.marks.at(-1)?.mcid
    if (mcid != null) textByMcid.set(mcid, (textByMcid.get(mcid) ?? '') + run.text)
  }
  const elements: { role: string; text: string }[] = []
  const visit = (node: StructNode) => {
    let text = ''
    for (const child of node.children) {
      // pdfjs names marked content '<page reference>_mc<MCID>'.
      const mcid = 'id' in child ? /_mc(\d+)$/.exec(child.id)?.[1] : undefined
      if (mcid !== undefined) text += textByMcid.get(Number(mcid)) ?? ''
    }
    elements.push({ role: node.role, text })
    for (const child of node.children) if ('role' in child) visit(child)
  }
  if (tree) visit(tree)
  return elements
}

const textsOf = (elements: { role: string; text: string }[], role: string) =>
  elements.filter((element) => element.role === role).map((element) => normalise(element.text))

describe('renderChecklistPdf', () => {
  it('puts the title, the date line, the groups, the tasks, their steps and contacts in the text', async () => {
    const pdf = await open(await render(smallChecklist()))
    const text = (await documentText(pdf)).join(' ')

    for (const expected of [
      CHECKLIST_TITLE,
      'Made on 22 November 2026 · 3 tasks · Region: Tāmaki Makaurau',
      'Legal',
      'Funeral',
      'Register the death in Tāmaki Makaurau',
      'Apply for probate in Dún Laoghaire',
      'Choose a funeral director',
      'Due by 24 November 2026',
      'Ask them for the “registration number”.',
      PROBATE_DESCRIPTION,
      'Steps',
      'Ask the funeral director',
      'Compare three prices',
      'Contacts',
      'Births, Deaths and Marriages: 0800 225 252',
      'Probate Office, Phoenix House',
      'Completed',
      'Page 1 of 1',
      // Words in separate paragraphs stay separate words.
      'Region: Tāmaki Makaurau Legal Register the death in Tāmaki Makaurau Due by 24 November 2026 The funeral',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('is a tagged PDF whose structure holds the headings, paragraphs and lists in reading order', async () => {
    const pdf = await open(await render(smallChecklist()))
    expect((await pdf.getMarkInfo())?.Marked).toBe(true)

    const elements = await taggedText(await pdf.getPage(1))
    expect(elements[0]?.role).toBe('Root')
    expect(elements[1]?.role).toBe('Document')
    expect(textsOf(elements, 'H1')).toEqual([CHECKLIST_TITLE])
    expect(textsOf(elements, 'P')[0]).toBe('Made on 22 November 2026 · 3 tasks · Region: Tāmaki Makaurau')
    expect(textsOf(elements, 'H2')).toEqual(['Legal', 'Funeral'])
    expect(textsOf(elements, 'H3')).toEqual([
      'Register the death in Tāmaki Makaurau',
      'Apply for probate in Dún Laoghaire',
      'Choose a funeral director',
    ])
    expect(textsOf(elements, 'H4')).toEqual(['Steps', 'Contacts', 'Contacts', 'Steps'])
    expect(textsOf(elements, 'P')).toContain('Due by 24 November 2026')
    expect(textsOf(elements, 'P')).toContain('Completed')
    expect(textsOf(elements, 'LBody')).toEqual([
      'Ask the funeral director',
      'Order certified copies',
      'Births, Deaths and Marriages: 0800 225 252',
      LONG_URL,
      'Probate Office, Phoenix House',
      'Compare three prices',
    ])
    expect(elements.filter((element) => element.role === 'L')).toHaveLength(4)
    expect(elements.filter((element) => element.role === 'LI')).toHaveLength(6)
  })

  it('tags every piece of text with its spaces; page numbers, boxes and rules are artifacts', async () => {
    const page = await (await open(await render(smallChecklist()))).getPage(1)
    const { runs, paths } = await drawnContent(page)
    for (const run of runs.filter((each) => each.text.trim())) {
      const tagged = run.marks.some((mark) => mark.mcid !== null)
      const artifact = run.marks.some((mark) => mark.tag === 'Artifact')
      expect(tagged !== artifact, `"${run.text}" must be either tagged or an artifact`).toBe(true)
    }
    expect(runs.find((run) => run.text.includes('Page 1 of 1'))?.marks.map((mark) => mark.tag)).toEqual(['Artifact'])
    expect(runs.find((run) => run.text.includes('Register the death'))?.marks.map((mark) => mark.tag)).toEqual(['H3'])

    // Three task boxes, three step boxes, three contact bullets and three rules at least; none of them tagged.
    expect(paths.length).toBeGreaterThanOrEqual(12)
    for (const marks of paths) expect(marks.map((mark) => mark.tag)).toEqual(['Artifact'])

    // A screen reader gets the tagged text as it is: the spaces at the ends of lines and paragraphs must be there.
    const elements = (await taggedText(page)).filter((element) => element.text)
    expect(elements.find((element) => element.text.startsWith('Seán'))?.text).toBe(`${PROBATE_DESCRIPTION} `)
    for (const element of elements) expect(element.text, `${element.role} "${element.text}"`).toMatch(/\S $/)
  })

  it('carries the title, the language and the PDF/UA identification', async () => {
    const bytes = await render(smallChecklist())
    const pdf = await open(bytes)
    const { info, metadata } = (await pdf.getMetadata()) as {
      info: { Title?: string; Language?: string }
      metadata: { get(name: string): unknown } | null
    }
    expect(info.Title).toBe(CHECKLIST_TITLE)
    expect(info.Language).toBe('en-NZ')
    expect(metadata?.get('dc:title')).toBe(CHECKLIST_TITLE)
    expect(await pdf.getViewerPreferences()).toMatchObject({ DisplayDocTitle: true })
    const raw = Buffer.from(bytes).toString('latin1')
    expect(raw.startsWith('%PDF-1.7')).toBe(true)
    expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>')
  })

  it('embeds its fonts rather than relying on the standard ones', async () => {
    const raw = Buffer.from(await render(smallChecklist())).toString('latin1')
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/)
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/)
    expect(raw).toContain('/FontFile2')
    expect(raw).not.toContain('/Helvetica')
  })

  it.each([
    ['A4', 595, 842],
    ['LETTER', 612, 792],
  ] as const)('lays out on %s paper', async (paper, width, height) => {
    const page = await (await open(await render(smallChecklist(paper)))).getPage(1)
    const viewport = page.getViewport({ scale: 1 })
    expect([Math.round(viewport.width), Math.round(viewport.height)]).toEqual([width, height])
  })

  it('wraps long words and addresses inside the margins', async () => {
    for (const paper of ['A4', 'LETTER'] as const) {
      const page = await (await open(await render(smallChecklist(paper)))).getPage(1)
      const { width } = page.getViewport({ scale: 1 })
      const items = (await page.getTextContent()).items.filter((item) => 'str' in item && item.str.trim())
      expect(items.length).toBeGreaterThan(20)
      for (const item of items) {
        if (!('str' in item)) continue
        const x = Number(item.transform[4])
        expect(x).toBeGreaterThanOrEqual(50)
        expect(x + item.width, `"${item.str}" runs into the right margin`).toBeLessThanOrEqual(width - 50)
      }
    }
  })

  it('lists the organisations to tell after the tasks, as headings with their facts, when asked for', async () => {
    const checklist: PrintableChecklist = {
      ...smallChecklist(),
      organisations: [
        {
          id: 'bank',
          name: 'Barclays <Leeds>',
          statusLabel: 'Notified',
          done: false,
          reference: '20-00-00 & 1234',
          notifiedLabel: '20 November 2026',
          followUpLabel: '4 December 2026',
        },
        {
          id: 'hmrc',
          name: 'HMRC',
          statusLabel: 'Done',
          done: true,
          reference: '',
          notifiedLabel: null,
          followUpLabel: null,
        },
      ],
    }
    const opened = await open(await render(checklist))
    const elements = []
    for (let number = 1; number <= opened.numPages; number++)
      elements.push(...(await taggedText(await opened.getPage(number))))
    expect(textsOf(elements, 'H2')).toEqual(['Legal', 'Funeral', 'Organisations to tell'])
    expect(textsOf(elements, 'H3').slice(-2)).toEqual(['Barclays <Leeds>', 'HMRC'])
    expect(textsOf(elements, 'P')).toContain(
      'Notified · Reference: 20-00-00 & 1234 · Notified on 20 November 2026 · Follow up on 4 December 2026',
    )
    const without = await taggedText(await (await open(await render(smallChecklist()))).getPage(1))
    expect(textsOf(without, 'H2')).toEqual(['Legal', 'Funeral'])
  })

  it('lists the estate’s assets and debts after the organisations, each with its facts, then the totals', async () => {
    const checklist: PrintableChecklist = {
      ...smallChecklist(),
      organisations: [],
      estate: {
        assets: [
          {
            id: 'house',
            name: 'The house',
            facts: ['Property or land', 'Value at death £310,000.00', 'Valued', 'In the estate'],
            done: false,
          },
        ],
        debts: [],
        totals: ['Assets at death £310,000.00', 'Debts and expenses £0.00', 'Net estate £310,000.00'],
      },
    }
    const opened = await open(await render(checklist))
    const elements = []
    for (let number = 1; number <= opened.numPages; number++)
      elements.push(...(await taggedText(await opened.getPage(number))))
    expect(textsOf(elements, 'H2')).toEqual([
      'Legal',
      'Funeral',
      'Organisations to tell',
      'The estate: assets',
      'The estate: debts and expenses',
    ])
    expect(textsOf(elements, 'H3').slice(-1)).toEqual(['The house'])
    expect(textsOf(elements, 'P')).toEqual(
      expect.arrayContaining([
        'Property or land · Value at death £310,000.00 · Valued · In the estate',
        'No debts recorded yet.',
        'Assets at death £310,000.00 · Debts and expenses £0.00 · Net estate £310,000.00',
      ]),
    )
  })

  it('says so when no task matches the filters', async () => {
    const empty: PrintableChecklist = {
      ...smallChecklist(),
      taskCount: 0,
      regionLabel: null,
      groups: [{ category: 'legal', label: 'Legal', tasks: [] }],
    }
    const pdf = await open(await render(empty))
    expect(pdf.numPages).toBe(1)
    const text = await pageText(await pdf.getPage(1))
    expect(text).toContain(CHECKLIST_TITLE)
    expect(text).toContain('Made on 22 November 2026 · 0 tasks')
    expect(text).not.toContain('Region')
    expect(text).toContain(EMPTY_CHECKLIST_TEXT)
    expect(text).not.toContain('Legal')
  })

  it('stops laying out when the reader goes away', async () => {
    const pdf = renderChecklistPdf(largeChecklist(300))
    const errors: unknown[] = []
    pdf.on('error', (error) => errors.push(error))
    pdf.resume()
    let pages = 1
    pdf.on('pageAdded', () => {
      // A closed connection destroys the stream part-way through.
      if (++pages === 3) pdf.destroy()
    })
    await new Promise((resolve) => pdf.once('close', resolve))
    // The whole checklist is 100 pages or so; laying it out to the end would take longer than this.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(errors).toEqual([])
    expect(pdf.readableEnded).toBe(false)
    expect(pages).toBeLessThan(10)
  })

  it('numbers the pages of a long checklist and never leaves a heading at the foot of a page', async () => {
    const pdf = await open(await render(largeChecklist(300)))
    expect(pdf.numPages).toBeGreaterThan(10)
    const pages = await documentText(pdf)
    pages.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${pdf.numPages}`))
    const all = pages.join(' ')
    expect(all).toContain('Task number 1 of the plan')
    expect(all).toContain('Task number 300 of the plan')

    let continued = 0
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number)
      const elements = (await taggedText(page)).filter((element) => element.text)
      const last = elements.at(-1)
      if (number < pdf.numPages) {
        expect(['H2', 'H3', 'H4'], `page ${number} ends with the heading "${last?.text}"`).not.toContain(last?.role)
      }
      // A page that starts inside a task names it first, as an artifact the structure does not repeat.
      const { runs } = await drawnContent(page)
      for (const run of runs.filter((each) => each.text.trim())) {
        const tagged = run.marks.some((mark) => mark.mcid !== null)
        expect(tagged !== run.marks.some((mark) => mark.tag === 'Artifact'), `page ${number}: "${run.text}"`).toBe(true)
      }
      const first = runs.find((run) => run.text.trim())
      if (first?.text.includes('(continued)')) {
        continued++
        expect(first.text).toMatch(/^Task number \d+ of the plan \(continued\)$/)
        expect(first.marks.map((mark) => mark.tag)).toEqual(['Artifact'])
      } else if (number > 1) {
        expect(elements.find((element) => element.role !== 'Root')?.role, `page ${number}`).toMatch(/^(H2|H3|Sect)$/)
      }
    }
    expect(continued).toBeGreaterThan(0)
  }, 60_000)
})

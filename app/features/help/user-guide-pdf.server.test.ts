import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { HELP_ARTICLES } from './help-content'
import { USER_GUIDE_TITLE, renderUserGuide, userGuidePdf, userGuideSections } from './user-guide-pdf.server'

// Read back with pdfjs, an independent parser: these check what a reader and a screen reader get.

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise
}

async function pageTexts(pdf: PDFDocumentProxy): Promise<string[]> {
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    pages.push(text.replace(/\s+/g, ' ').trim())
  }
  return pages
}

interface StructNode {
  role: string
  children: (StructNode | { type: string })[]
}

function rolesIn(node: StructNode | null, roles = new Set<string>()): Set<string> {
  if (!node) return roles
  roles.add(node.role)
  for (const child of node.children) if ('role' in child) rolesIn(child, roles)
  return roles
}

const guideArticles = HELP_ARTICLES.filter((a) => a.category === 'getting-started' || a.category === 'task-management')

// The first test builds the guide (fonts parsed, every article laid out): about 5 s on a 2-core machine, more
// while other suites run beside it, so it gets more than vitest's default 5 s.
describe('the user guide PDF', { timeout: 30_000 }, () => {
  it('holds every Getting Started and Task Management article, and nothing else', async () => {
    const pdf = await open(await userGuidePdf())
    const text = (await pageTexts(pdf)).join(' ')
    expect(text).toContain(USER_GUIDE_TITLE)
    expect(guideArticles.length).toBeGreaterThanOrEqual(8)
    for (const article of guideArticles) expect(text).toContain(article.title)
    const elsewhere = HELP_ARTICLES.filter((article) => !guideArticles.includes(article))
    expect(elsewhere.length).toBeGreaterThan(0)
    for (const article of elsewhere) expect(text).not.toContain(article.title)
  })

  it('prints the articles’ words without their Markdown marks, lists included', async () => {
    const pdf = await open(await userGuidePdf())
    const text = (await pageTexts(pdf)).join(' ')
    expect(text).toContain('Not started: nothing has been done yet.')
    expect(text).toContain('A task is overdue when its due date has passed and it is not completed.')
    expect(text).not.toMatch(/\*\*|\]\(/)
  })

  it('has an outline of sections and articles, and a contents list whose links land on the articles', async () => {
    const pdf = await open(await userGuidePdf())
    const outline = await pdf.getOutline()
    expect(outline.map((item) => item.title)).toEqual(['Getting Started', 'Task Management'])
    const sections = userGuideSections()
    outline.forEach((item, index) => {
      expect((item.items as { title: string }[]).map((child) => child.title)).toEqual(
        sections[index]?.articles.map((a) => a.title),
      )
    })

    const links = (await (await pdf.getPage(1)).getAnnotations()).filter(
      (a: { subtype: string }) => a.subtype === 'Link',
    )
    expect(links).toHaveLength(guideArticles.length)
    for (const link of links as { dest: string }[]) {
      expect(await pdf.getDestination(link.dest)).not.toBeNull()
    }
  })

  it('is tagged: headings, a table of contents and lists a screen reader can move through', async () => {
    const pdf = await open(await userGuidePdf())
    const roles = new Set<string>()
    for (let number = 1; number <= pdf.numPages; number++) {
      rolesIn(await (await pdf.getPage(number)).getStructTree(), roles)
    }
    for (const role of ['H1', 'H2', 'H3', 'TOC', 'TOCI', 'L', 'LI', 'LBody', 'P']) expect(roles).toContain(role)
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } }
    expect(info.Title).toBe(USER_GUIDE_TITLE)
  })

  it('numbers its pages', async () => {
    const pdf = await open(await userGuidePdf())
    const pages = await pageTexts(pdf)
    expect(pages[0]).toContain(`Page 1 of ${pdf.numPages}`)
    expect(pages.at(-1)).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`)
  })

  it('is built once and then served from memory', async () => {
    expect(await userGuidePdf()).toBe(await userGuidePdf())
  })

  it('lays out a section with no articles without failing', async () => {
    const pdf = await open(await renderUserGuide([{ slug: 'getting-started', title: 'Getting Started', articles: [] }]))
    expect((await pdf.getOutline()).map((item) => item.title)).toEqual(['Getting Started'])
  })
})

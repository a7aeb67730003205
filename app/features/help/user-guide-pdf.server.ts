import { Lexer, type Token, type Tokens } from 'marked'
import { documentStructure, pdfBuffer, TaggedPdfWriter, taggedPdf } from '~/lib/tagged-pdf.server'
import { HELP_CATEGORIES, type HelpArticle, type HelpCategorySlug } from './help-articles'
import { HELP_ARTICLES } from './help-content'

export const USER_GUIDE_TITLE = 'Afterword user guide'

/** The help categories the printed guide gathers: how to start, and how to work through the tasks. */
export const USER_GUIDE_CATEGORIES: readonly HelpCategorySlug[] = ['getting-started', 'task-management']

const MARGIN = 54
const FOOTER_SIZE = 10

interface TextStyle {
  bold: boolean
  size: number
  gapBefore: number
}
const TITLE: TextStyle = { bold: true, size: 24, gapBefore: 0 }
const SECTION: TextStyle = { bold: true, size: 18, gapBefore: 0 }
const ARTICLE: TextStyle = { bold: true, size: 14, gapBefore: 16 }
const SUBHEADING: TextStyle = { bold: true, size: 12, gapBefore: 8 }
const BODY: TextStyle = { bold: false, size: 11, gapBefore: 5 }
const LIST_INDENT = 18

export interface UserGuideSection {
  slug: HelpCategorySlug
  title: string
  articles: HelpArticle[]
}

/** The guide's sections in help-centre order, each with its articles in the order /help lists them. */
export function userGuideSections(articles: readonly HelpArticle[] = HELP_ARTICLES): UserGuideSection[] {
  return HELP_CATEGORIES.filter((category) => USER_GUIDE_CATEGORIES.includes(category.slug)).map((category) => ({
    slug: category.slug,
    title: category.title,
    articles: articles.filter((article) => article.category === category.slug),
  }))
}

let cached: Promise<Buffer> | undefined

/**
 * The user guide as a tagged PDF, built once per process from the help articles: they are part of the build,
 * so the guide cannot change while the server runs.
 */
export function userGuidePdf(): Promise<Buffer> {
  cached ??= renderUserGuide(userGuideSections()).catch((error: unknown) => {
    cached = undefined
    throw error
  })
  return cached
}

/**
 * Lays the guide out: a title, a contents list that links to each article, then a section per category. Each
 * article is a bookmark in the outline too, so a reader can jump straight to it.
 */
export function renderUserGuide(sections: readonly UserGuideSection[]): Promise<Buffer> {
  const doc = taggedPdf({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SIZE * 2 },
    bufferPages: true,
    language: 'en',
    title: USER_GUIDE_TITLE,
  })
  const done = pdfBuffer(doc)
  new GuideWriter(doc).write(sections)
  doc.end()
  return done
}

const anchorOf = (article: HelpArticle) => `${article.category}/${article.slug}`

/** The words of inline Markdown (bold, links, code), without its marks. */
function plainText(tokens: readonly Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens, '')
      const text: unknown = 'text' in token ? token.text : ''
      return typeof text === 'string' ? text : ''
    })
    .join('')
}

class GuideWriter extends TaggedPdfWriter {
  write(sections: readonly UserGuideSection[]) {
    const { doc } = this
    const root = documentStructure(doc)
    this.text(root, USER_GUIDE_TITLE, TITLE, 'H1')
    this.text(
      root,
      'How to start with Afterword and work through your tasks. The same articles, kept up to date, are in the help ' +
        'centre at /help.',
      BODY,
    )
    this.contents(root, sections)
    for (const section of sections) {
      doc.addPage()
      const element = doc.struct('Sect')
      root.add(element)
      this.text(element, section.title, SECTION, 'H2')
      const bookmark = doc.outline.addItem(section.title)
      for (const article of section.articles) this.article(element, article, bookmark)
      element.end()
    }
    root.end()
    this.footers(USER_GUIDE_TITLE, FOOTER_SIZE, MARGIN)
  }

  private contents(parent: PDFKit.PDFStructureElement, sections: readonly UserGuideSection[]) {
    const { doc } = this
    this.text(parent, 'Contents', SUBHEADING, 'H2')
    const toc = doc.struct('TOC')
    parent.add(toc)
    for (const section of sections) {
      this.addText(toc, 'TOCI', section.title, { x: this.left, gapBefore: BODY.gapBefore, width: this.width }, () =>
        this.use(BODY, true),
      )
      for (const article of section.articles) {
        const placement = {
          x: this.left + LIST_INDENT,
          gapBefore: 2,
          width: this.width - LIST_INDENT,
          goTo: anchorOf(article),
          underline: true,
        }
        this.addText(toc, 'TOCI', article.title, placement, () => this.use(BODY, false))
      }
    }
    toc.end()
  }

  private article(parent: PDFKit.PDFStructureElement, article: HelpArticle, bookmark: PDFKit.PDFOutline) {
    const { doc } = this
    const element = doc.struct('Sect')
    parent.add(element)
    this.keepRoom(ARTICLE.size * 4)
    doc.addNamedDestination(anchorOf(article), 'XYZ', this.left, doc.y, null)
    bookmark.addItem(article.title)
    this.text(element, article.title, ARTICLE, 'H3')
    this.text(element, article.summary, { ...BODY, gapBefore: 2 })
    for (const token of new Lexer().lex(article.markdown)) this.block(element, token)
    element.end()
  }

  private block(parent: PDFKit.PDFStructureElement, token: Token) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading
        this.keepRoom(SUBHEADING.size * 3)
        this.text(parent, plainText(heading.tokens, heading.text), SUBHEADING, 'H4')
        return
      }
      case 'list':
        this.list(parent, token as Tokens.List)
        return
      case 'space':
      case 'hr':
        return
      default: {
        const text = 'tokens' in token ? plainText(token.tokens, token.raw) : token.raw
        if (text.trim()) this.text(parent, text, BODY)
      }
    }
  }

  private list(parent: PDFKit.PDFStructureElement, list: Tokens.List) {
    const { doc } = this
    const element = doc.struct('L')
    parent.add(element)
    list.items.forEach((item, index) => {
      const marker = list.ordered ? `${Number(list.start || 1) + index}.` : '•'
      const lineTop = doc.y + 3
      const label = doc.struct('Lbl', {}, () => {
        this.use(BODY, false)
        doc.text(marker, this.left + 4, lineTop, { width: LIST_INDENT })
      })
      const text = plainText(item.tokens, item.text).trim()
      const placement = { x: this.left + LIST_INDENT, y: lineTop, width: this.width - LIST_INDENT, lineGap: 1 }
      const body = this.textElement('LBody', text, placement, () => this.use(BODY, false))
      element.add(doc.struct('LI', {}, [label, body]))
    })
    element.end()
  }

  private text(parent: PDFKit.PDFStructureElement, text: string, style: TextStyle, role = 'P') {
    const placement = { x: this.left, gapBefore: style.gapBefore, width: this.width, lineGap: 2 }
    this.addText(parent, role, text.trim(), placement, () => this.use(style, style.bold))
  }

  /** Starts a new page when less than `height` is left, so a heading is never stranded at a page's foot. */
  private keepRoom(height: number) {
    const { doc } = this
    if (doc.y + height > doc.page.maxY()) doc.addPage()
  }

  private use(style: TextStyle, bold: boolean) {
    this.face(bold ? this.fonts.bold : this.fonts.regular).fontSize(style.size)
  }
}

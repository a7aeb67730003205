import type { PaperSize, PrintableTask } from './printable'

/**
 * The paper pack (decision 073): the whole plan, the calls and the letters in one PDF, for a helper to print for
 * someone who is not online. Plain data, laid out by paper-pack-pdf.server.ts.
 */

export const PAPER_PACK_TITLE = 'Paper pack'

/** The sentence the printable checklist page links it with. */
export const PAPER_PACK_LINK_TEXT =
  'A paper pack: the whole plan, the calls and the letters, to print for someone who is not online'

/** How many blank pages for notes end the pack. */
export const NOTES_PAGES = 2

/** The tasks due in one week ('Week beginning 23 November 2026'), or those with no date yet. */
export interface PaperPackWeek {
  label: string
  tasks: PrintableTask[]
}

export interface PaperPackOrganisation {
  name: string
  statusLabel: string
  done: boolean
  reference: string
  /** The family's own notes about it. */
  notes: string
  /** Its phone number and postal address as the family keeps them (decision 081); empty leaves a line to write in. */
  phone: string
  phoneHours: string | null
  postalAddress: string
  /** The catalogue's: what it usually asks for, and its bereavement page. */
  usuallyNeeds: string[]
  website: string | null
}

export interface PaperPackLetter {
  organisationName: string
  title: string
  /** The letter as the letters feature writes it, ready to sign. */
  text: string
}

export interface PaperPackSending {
  organisationName: string
  sentOnLabel: string
  returnedOnLabel: string | null
}

export interface PaperPack {
  /** 'The plan after the death of Margaret Jones', or 'The plan in England' when no name was given. */
  whosePlan: string
  /** The helper who printed it, named in full (decision 061); '' when they have not given their name. */
  printedBy: string
  printedOnLabel: string
  language: string
  paper: PaperSize
  largePrint: boolean
  weeks: PaperPackWeek[]
  /** What to have ready for each call: label and value ('Date of death', '10 November 2026'); blank values left to write in. */
  callDetails: { label: string; value: string }[]
  /** Each organisation's reference, for the calls. */
  references: { organisationName: string; reference: string }[]
  organisations: PaperPackOrganisation[]
  letters: PaperPackLetter[]
  certificates: { held: number; out: number; sendings: PaperPackSending[] }
}

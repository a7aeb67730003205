import { z } from 'zod'
import { isIsoDate, isPlannableDate } from '~/lib/calendar'
import { parseMoney } from '~/lib/money'
import {
  ACCOUNT_DIRECTIONS,
  ASSET_KINDS,
  ASSET_STATES,
  DEBT_KINDS,
  DISTRIBUTION_KINDS,
  GIFT_KINDS,
  OWNERSHIPS,
  VALUATION_METHODS,
} from '~db/schema/vocabulary'
import {
  DESCRIPTION_MAX,
  EVIDENCE_MAX,
  GIFT_DESCRIPTION_MAX,
  NAME_MAX,
  REFERENCE_MAX,
  RELATIONSHIP_MAX,
} from './estate-words'

/** The estate's forms (decision 067): each checked here, then by the services against the family's records. */

/** Money as typed ('£12,400.50') read into minor units without floats (app/lib/money.ts). */
const money = (missing: string) =>
  z
    .string({ message: missing })
    .trim()
    .min(1, missing)
    .transform((text, context) => {
      const parsed = parseMoney(text)
      if (parsed.ok) return parsed.minor
      context.addIssue({ code: 'custom', message: parsed.message })
      return z.NEVER
    })

/** Money that may be left blank ('not known yet'): null when blank. */
const optionalMoney = z
  .string()
  .trim()
  .default('')
  .transform((text, context) => {
    if (text === '') return null
    const parsed = parseMoney(text)
    if (parsed.ok) return parsed.minor
    context.addIssue({ code: 'custom', message: parsed.message })
    return z.NEVER
  })

const requiredDate = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .refine((value) => isIsoDate(value), 'Enter a real date, like 2026-12-01')
    .refine((value) => isPlannableDate(value), 'Enter a date between 1900 and 2199')

/** A chosen record of the family's (organisation, debt, asset): blank for none. */
const optionalId = (message: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || z.uuid().safeParse(value).success, message)
    .transform((value) => value || null)

// Kept exactly as typed (trimmed): account numbers hold leading zeros, slashes, dashes and letters.
const reference = z
  .string()
  .trim()
  .max(REFERENCE_MAX, `A reference number can have at most ${REFERENCE_MAX} characters`)
  .default('')
  .transform((value) => value || null)

const documentIds = z
  .array(z.uuid({ message: 'Choose documents from your vault' }))
  .max(EVIDENCE_MAX, `Link at most ${EVIDENCE_MAX} documents`)
  .default([])
  .transform((ids) => [...new Set(ids)])

const text = (missing: string, max: number, what: string) =>
  z.string({ message: missing }).trim().min(1, missing).max(max, `${what} can have at most ${max} characters`)

export const AssetFieldsSchema = z.object({
  kind: z.enum(ASSET_KINDS, { message: 'Choose what kind of asset it is' }),
  description: text('Say what the asset is, like ‘Current account’', DESCRIPTION_MAX, 'A description'),
  organisationId: optionalId('Choose the organisation from your list'),
  reference,
  ownership: z.enum(OWNERSHIPS, { message: 'Choose how they owned it' }).default('sole'),
  valueAtDeath: optionalMoney,
  valuationMethod: z
    .union([z.literal(''), z.enum(VALUATION_METHODS)], { message: 'Choose how the value was found' })
    .default('')
    .transform((value) => value || null),
  state: z.enum(ASSET_STATES, { message: 'Choose where this asset has got to' }).default('found'),
  documentId: documentIds,
})
export type AssetFields = z.infer<typeof AssetFieldsSchema>

export const DebtFieldsSchema = z.object({
  kind: z.enum(DEBT_KINDS, { message: 'Choose what kind of debt or expense it is' }),
  creditor: text('Enter who is owed, like the card company or funeral director', NAME_MAX, 'A creditor’s name'),
  organisationId: optionalId('Choose the organisation from your list'),
  reference,
  amount: money('Enter the amount owed'),
  paid: z
    .enum(['on', 'true', 'false', ''])
    .default('')
    .transform((value) => value === 'on' || value === 'true'),
  documentId: documentIds,
})
export type DebtFields = z.infer<typeof DebtFieldsSchema>

export const EntryFieldsSchema = z.object({
  date: requiredDate('Enter the date the money went in or out'),
  direction: z.enum(ACCOUNT_DIRECTIONS, { message: 'Choose money in or money out' }),
  amount: money('Enter the amount'),
  description: text('Say what the money was, like ‘Funeral director’s bill’', DESCRIPTION_MAX, 'A description'),
  debtId: optionalId('Choose the debt from your list'),
  assetId: optionalId('Choose the asset from your list'),
})
export type EntryFields = z.infer<typeof EntryFieldsSchema>

/** A share of the residue typed as a percentage ('25', '33.33%'), read into basis points without floats. */
const residueShare = z
  .string()
  .trim()
  .default('')
  .transform((typed, context) => {
    const text = typed.replace(/\s*%$/, '')
    if (text === '') return null
    const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text)
    const points = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN
    if (!match || points > 10_000) {
      context.addIssue({ code: 'custom', message: 'Enter the share as a percentage from 0 to 100, like 25' })
      return z.NEVER
    }
    return points
  })

export const BeneficiaryFieldsSchema = z
  .object({
    name: text('Enter the beneficiary’s name', NAME_MAX, 'A name'),
    relationship: z
      .string()
      .trim()
      .max(RELATIONSHIP_MAX, `A relationship can have at most ${RELATIONSHIP_MAX} characters`)
      .default(''),
    gift: z.enum(GIFT_KINDS, { message: 'Choose what they are left' }),
    amount: optionalMoney,
    residueShare,
    giftDescription: z
      .string()
      .trim()
      .max(GIFT_DESCRIPTION_MAX, `A description can have at most ${GIFT_DESCRIPTION_MAX} characters`)
      .default(''),
  })
  .superRefine((fields, context) => {
    if (fields.gift === 'sum' && fields.amount === null) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the sum they are left' })
    }
    if (fields.gift === 'residue-share' && fields.residueShare === null) {
      context.addIssue({ code: 'custom', path: ['residueShare'], message: 'Enter their share of the residue, like 50' })
    }
    if (fields.gift === 'specific-gift' && fields.giftDescription === '') {
      context.addIssue({ code: 'custom', path: ['giftDescription'], message: 'Say what the gift is' })
    }
  })
  .transform((fields) => ({
    ...fields,
    // Only the figure that goes with the kind of gift is kept.
    amount: fields.gift === 'sum' ? fields.amount : null,
    residueShareBasisPoints: fields.gift === 'residue-share' ? fields.residueShare : null,
  }))
export type BeneficiaryFields = z.infer<typeof BeneficiaryFieldsSchema>

export const DistributionFieldsSchema = z.object({
  beneficiaryId: z.uuid({ message: 'Choose the beneficiary' }),
  kind: z.enum(DISTRIBUTION_KINDS, { message: 'Choose interim or final' }).default('interim'),
  date: requiredDate('Enter the date it was paid'),
  amount: money('Enter the amount paid'),
})
export type DistributionFields = z.infer<typeof DistributionFieldsSchema>

export const ReceiptFieldsSchema = z.object({
  receiptDate: requiredDate('Enter the date the receipt was signed'),
})

/**
 * The family's answer for an asset whose rule says 'depends' (decision 076): part of the estate, passes outside
 * it, or back to not settled.
 */
export const SETTLEMENTS = ['in', 'out', 'unsettled'] as const
export type Settlement = (typeof SETTLEMENTS)[number]
export const SettleFieldsSchema = z.object({
  settlement: z.enum(SETTLEMENTS, {
    message: 'Choose whether it is part of the estate or passes outside it',
  }),
})

export const ESTATE_INTENTS = [
  'add-asset',
  'update-asset',
  'delete-asset',
  'settle-asset',
  'add-debt',
  'update-debt',
  'delete-debt',
  'add-entry',
  'delete-entry',
  'add-beneficiary',
  'update-beneficiary',
  'delete-beneficiary',
  'add-distribution',
  'record-receipt',
  'delete-distribution',
] as const
export type EstateIntent = (typeof ESTATE_INTENTS)[number]

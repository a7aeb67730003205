import type { Database } from '~/lib/db.server'
import { parseForm, textOf, type FieldErrors } from '~/lib/forms'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import {
  addEntry,
  createBeneficiary,
  deleteBeneficiary,
  deleteDistribution,
  deleteEntry,
  makeDistribution,
  recordReceipt,
  updateBeneficiary,
} from './estate-account.server'
import { createAsset, createDebt, deleteAsset, deleteDebt, updateAsset, updateDebt } from './estate.server'
import {
  AssetFieldsSchema,
  BeneficiaryFieldsSchema,
  DebtFieldsSchema,
  DistributionFieldsSchema,
  EntryFieldsSchema,
  ReceiptFieldsSchema,
  SettleFieldsSchema,
} from './estate.schema'
import { settleAsset } from './estate-membership.server'
import type { EstateActionResult } from './estate-view'

/** The intent of a form on /dashboard/estate and the record it is about, for a refusal to name. */
export function estateFormIntent(form: FormData) {
  return { intent: textOf(form.get('intent'), 50), target: textOf(form.get('id'), 100) }
}

type Change = (form: FormData, id: string) => Promise<string>

/** Thrown by a change whose form does not pass its schema: answered with the fields it names. */
class Invalid extends Error {
  constructor(readonly fieldErrors: FieldErrors) {
    super(Object.values(fieldErrors)[0] ?? 'Check the details.')
  }
}

function parsed<T extends Parameters<typeof parseForm>[0]>(schema: T, form: FormData, lists: string[] = []) {
  const result = parseForm(schema, form, lists)
  if (!result.success) throw new Invalid(result.fieldErrors)
  return result.data as ReturnType<T['parse']>
}

function changesFor(db: Database, access: FamilyAccess): Record<string, Change> {
  return {
    'add-asset': async (form) => {
      const row = await createAsset(db, access, parsed(AssetFieldsSchema, form, ['documentId']))
      return `Added ${row.description}`
    },
    'update-asset': async (form, id) => {
      const row = await updateAsset(db, access, id, parsed(AssetFieldsSchema, form, ['documentId']))
      return `Saved the changes to ${row.description}`
    },
    'delete-asset': async (_form, id) => `Removed ${(await deleteAsset(db, access, id)).description}`,
    'settle-asset': async (form, id) => {
      const { settlement } = parsed(SettleFieldsSchema, form)
      const { description } = await settleAsset(db, access, id, settlement)
      return settlement === 'in'
        ? `Saved: ${description} is part of the estate`
        : settlement === 'out'
          ? `Saved: ${description} passes outside the estate`
          : `Saved: ${description} is not settled yet`
    },
    'add-debt': async (form) => {
      const row = await createDebt(db, access, parsed(DebtFieldsSchema, form, ['documentId']))
      return `Added the debt to ${row.creditor}`
    },
    'update-debt': async (form, id) => {
      const row = await updateDebt(db, access, id, parsed(DebtFieldsSchema, form, ['documentId']))
      return `Saved the changes to the debt to ${row.creditor}`
    },
    'delete-debt': async (_form, id) => `Removed the debt to ${(await deleteDebt(db, access, id)).creditor}`,
    'add-entry': async (form) => {
      const { row } = await addEntry(db, access, parsed(EntryFieldsSchema, form))
      return `Recorded ${row.description} on the estate account`
    },
    'delete-entry': async (_form, id) =>
      `Removed ${(await deleteEntry(db, access, id)).description} from the estate account`,
    'add-beneficiary': async (form) =>
      `Added ${(await createBeneficiary(db, access, parsed(BeneficiaryFieldsSchema, form))).name} as a beneficiary`,
    'update-beneficiary': async (form, id) =>
      `Saved the changes to ${(await updateBeneficiary(db, access, id, parsed(BeneficiaryFieldsSchema, form))).name}`,
    'delete-beneficiary': async (_form, id) => `Removed ${(await deleteBeneficiary(db, access, id)).name}`,
    'add-distribution': async (form) => {
      const result = await makeDistribution(db, access, parsed(DistributionFieldsSchema, form))
      return `Recorded a distribution of ${result.amount} to ${result.name}`
    },
    'delete-distribution': async (_form, id) => {
      const { name, amount } = await deleteDistribution(db, access, id)
      return `Removed the distribution of ${amount} to ${name}`
    },
    'record-receipt': async (form, id) => {
      const { receiptDate } = parsed(ReceiptFieldsSchema, form)
      return `Recorded ${(await recordReceipt(db, access, id, receiptDate)).name}’s receipt`
    },
  }
}

/**
 * Every change on /dashboard/estate: one form post per intent, checked with its schema, then by the service
 * (the person's right, the family's own records, the dates and the money). A form that does not pass is
 * answered with its field messages; a Refusal goes up to the route, which answers it with its status.
 */
export async function changeEstate(db: Database, access: FamilyAccess, form: FormData): Promise<EstateActionResult> {
  // The right first: a Viewer's post is refused as such, whatever its fields say.
  assertCan(access, 'manage-estate')
  const { intent, target } = estateFormIntent(form)
  const changes = changesFor(db, access)
  // Own keys only: an intent such as '__proto__' or 'valueOf' must not find the object's inherited members.
  const change = Object.hasOwn(changes, intent) ? changes[intent] : undefined
  if (!change) throw new Refusal(400, 'That is not something this page can do.')
  try {
    return { ok: true, intent, message: await change(form, target) }
  } catch (error) {
    if (error instanceof Invalid) {
      return { ok: false, intent, target, message: error.message, fieldErrors: error.fieldErrors }
    }
    throw error
  }
}

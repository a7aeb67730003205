import { TASK_STATUS_LABELS, type ActivityType } from '~db/schema/vocabulary'
import { timeAgo, withArticle } from '~/lib/format'
import type { ActivityEntry } from './activity.server'
import type { ActivityView } from './components/activity-list'

/**
 * The feed's sentences, written on the server: the page receives each entry's line and how long ago it was, not
 * the entry and the code that words it (issue 32; about 1.5 KB of script on the dashboard and the family page).
 */

type Entry = Pick<ActivityEntry, 'type' | 'target' | 'detail' | 'actor'>

/** The role an entry names, with its article; 'a member' where the entry names none. */
const roleWithArticle = (role: string | null) => (role ? withArticle(role) : 'a member')

export function describeActivity(entry: Entry): string {
  const who = entry.actor ?? 'Someone'
  const what = `“${entry.target}”`
  if (isEstateActivity(entry.type)) return describeEstate(entry.type, entry, who, what)
  switch (entry.type) {
    case 'task_created':
      return `${who} added ${what}`
    case 'task_updated':
      return `${who} edited ${what}`
    case 'task_started':
      return `${who} started ${what}`
    case 'task_completed':
      return `${who} completed ${what}`
    case 'task_deleted':
      return `${who} deleted ${what}`
    case 'plan_generated':
      return `${who} updated the plan: ${entry.target}`
    case 'task_assigned':
      return `${who} assigned ${what} to ${entry.detail ?? 'someone'}`
    case 'member_invited':
      return `${who} invited ${entry.target} as ${roleWithArticle(entry.detail)}`
    case 'member_joined':
      return `${entry.target} joined the family as ${roleWithArticle(entry.detail)}`
    case 'document_uploaded':
      return `${who} uploaded ${what}`
    case 'document_shared':
      return `${who} shared ${what} with the family`
    case 'document_unshared':
      return `${who} made ${what} private again`
    case 'document_deleted':
      return `${who} deleted the document ${what}`
    case 'organisation_added':
      return `${who} added ${what} to the organisations to tell`
    case 'organisation_updated':
      return `${who} updated the organisation ${what}`
    case 'organisation_deleted':
      return `${who} removed the organisation ${what}`
    case 'organisations_told':
      return `${who} told ${entry.detail ?? 'several'} organisations through ${entry.target}`
    case 'letter_saved':
      return `${who} saved a letter to ${what}`
    case 'certificate_sent':
      return `${who} sent a certificate copy to ${what}`
    case 'certificate_returned':
      return `${who} recorded a certificate copy back from ${what}`
    case 'certificates_held':
      return `${who} set the certified copies held to ${entry.target}`
    case 'member_left':
      return `${entry.target} left the family`
    case 'member_removed':
      return `${who} removed ${entry.target} from the family`
    case 'member_role_changed':
      return `${who} made ${entry.target} ${roleWithArticle(entry.detail)}`
    case 'task_status_changed': {
      const status = TASK_STATUS_LABELS[entry.detail as keyof typeof TASK_STATUS_LABELS] ?? entry.detail
      return `${who} set ${what} to ${status ?? 'a new status'}`
    }
  }
}

type EstateActivity = Extract<
  ActivityType,
  `asset_${string}` | `debt_${string}` | `estate_${string}` | `beneficiary_${string}` | `distribution_${string}`
>

const isEstateActivity = (type: ActivityType): type is EstateActivity =>
  /^(asset|debt|estate|beneficiary|distribution)_/.test(type)

/** The estate's records (decision 067): the target is the asset, creditor, entry or beneficiary. */
function describeEstate(type: EstateActivity, entry: Entry, who: string, what: string): string {
  switch (type) {
    case 'asset_added':
      return `${who} added ${what} to the estate’s assets`
    case 'asset_updated':
      return `${who} updated the asset ${what}`
    case 'asset_deleted':
      return `${who} removed the asset ${what}`
    case 'asset_settled':
      return `${who} said ${what} ${settledWords(entry.detail)}`
    case 'debt_added':
      return `${who} added a debt to ${what}`
    case 'debt_updated':
      return `${who} updated the debt to ${what}`
    case 'debt_deleted':
      return `${who} removed the debt to ${what}`
    case 'estate_entry_added':
      return `${who} recorded ${what}${entry.detail ? ` (${entry.detail})` : ''} on the estate account`
    case 'estate_entry_deleted':
      return `${who} removed ${what} from the estate account`
    case 'beneficiary_added':
      return `${who} added ${entry.target} as a beneficiary`
    case 'beneficiary_updated':
      return `${who} updated the beneficiary ${entry.target}`
    case 'beneficiary_deleted':
      return `${who} removed the beneficiary ${entry.target}`
    case 'distribution_made':
      return `${who} recorded a distribution${entry.detail ? ` of ${entry.detail}` : ''} to ${entry.target}`
    case 'distribution_receipted':
      return `${who} recorded ${entry.target}’s receipt for a distribution`
    case 'distribution_deleted':
      return `${who} removed a distribution${entry.detail ? ` of ${entry.detail}` : ''} to ${entry.target}`
  }
}

/** An asset's settlement as its activity's detail keeps it (decision 076): 'in', 'out' or 'unsettled'. */
function settledWords(detail: string | null): string {
  if (detail === 'in') return 'is part of the estate'
  if (detail === 'out') return 'passes outside the estate'
  return 'is not settled yet'
}

/** The entries as the feed draws them: each one's sentence and how long ago it was, seen from `now`. */
export function activityLines(entries: ActivityEntry[], now: Date): ActivityView[] {
  return entries.map((entry) => ({
    text: describeActivity(entry),
    createdAt: entry.createdAt.toISOString(),
    ago: timeAgo(entry.createdAt, now),
  }))
}

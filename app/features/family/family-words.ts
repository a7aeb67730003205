import type { FamilyRole } from '~db/schema/vocabulary'

/** What each role may do, and a person's initials: words of the family page (docs/product.md). */

export const ROLE_DESCRIPTIONS: Record<FamilyRole, string> = {
  Viewer: 'can see the tasks and the shared documents',
  Member: 'can also add, edit and complete tasks and upload documents',
  Admin: 'can also invite people, change roles, remove members and delete anything',
}

/** Initials for the avatar: the first letter of the first and last words ('Mary Ann Smith' → 'MS'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? '?'
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

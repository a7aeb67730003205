/**
 * How Afterword names a person to everyone else: in letters, e-mails, the family's history, task assignees, the
 * family page, exports and the support inbox (decision 061). One rule, so that no page falls back to a username.
 */

/** The longest full name the forms and the database accept (db/schema/profiles.ts repeats it). */
export const FULL_NAME_MAX = 100

/**
 * Said in place of a name for an account made before sign-up asked for one, until the person adds it in
 * settings. Not the part of the e-mail address before the @: that is often a handle ('mwilson1952'), which in a
 * letter or an invitation reads just like the username it replaces, and it would show part of an address the
 * person did not choose to show.
 */
export const UNNAMED_PERSON = 'A family member'

/** The full name the person gave, or 'A family member' when they have not given one. */
export function personName(fullName: string | null | undefined): string {
  return fullName?.trim() || UNNAMED_PERSON
}

/** The opening of an e-mail to the person: 'Hello Margaret Wilson,' or, without a name, 'Hello,'. */
export function greeting(fullName: string | null | undefined): string {
  const name = fullName?.trim()
  return name ? `Hello ${name},` : 'Hello,'
}

/**
 * The name in a list a person chooses from (whom to assign a task to): as `personName`, but two people without
 * a full name are told apart by their e-mail addresses, which the family already sees on the family page.
 */
export function personNameAmong(fullName: string | null | undefined, email: string): string {
  return fullName?.trim() || `${UNNAMED_PERSON} (${email})`
}

import { ownPage } from './entry'
import { spellFor } from '../spelling'
import type { CatalogueOrganisation } from './schema'

/** The day the organisation catalogue was checked against its sources (docs/content.md, 'Organisations catalogue'). */
export const REVIEWED = '2026-11-25'

/** Shorthand for a fact checked on REVIEWED against `source`; whether the source is official is read from its host. */
export function checked(source: string) {
  return { source, reviewed: REVIEWED }
}

/** What a bank usually asks for, in plain words. */
export const BANK_NEEDS = [
  'A copy of the death certificate',
  'The account numbers, if you have them',
  'Your ID as executor or next of kin',
  'The grant of probate (or letters of administration) for larger amounts',
]

/**
 * Meta's page on reporting a deceased person's Facebook account. The stored copy was read at the http address; the
 * https address is the same page on the same host.
 */
const FACEBOOK_MEMORIALISATION = 'https://www.facebook.com/help/150486848354038'
/** Apple's support article on requesting access to, or deleting, a deceased family member's Apple Account. */
const APPLE_DIGITAL_LEGACY = 'https://support.apple.com/en-us/HT208510'
/** Instagram's (Meta's) help page on reporting a deceased person's account, checked on 2026-11-27. */
const INSTAGRAM_DECEASED = 'https://help.instagram.com/264154560391256/'

/**
 * The global platforms, repeated in every country with the same pages and ids prefixed by the country
 * (`uk-facebook`). Google's and X's own pages could not be confirmed in the stored copies (docs/content.md).
 */
export function socialMediaFor(prefix: string): CatalogueOrganisation[] {
  // Written in British English; the United States' copies in American spelling (app/content/spelling.ts).
  const spell = (text: string) => (prefix === 'us' ? spellFor('US', text) : text)
  const entries: CatalogueOrganisation[] = [
    {
      ...checked(FACEBOOK_MEMORIALISATION),
      id: `${prefix}-facebook`,
      name: 'Facebook (Meta): memorialise or remove the account',
      kind: 'social-media',
      bereavementUrl: FACEBOOK_MEMORIALISATION,
      usuallyNeeds: [
        'A link to their Facebook profile',
        'Proof of death, such as a copy of the death certificate or an obituary',
        'Proof you are immediate family or the executor, to have the account removed',
      ],
    },
    {
      ...checked(APPLE_DIGITAL_LEGACY),
      id: `${prefix}-apple`,
      name: 'Apple Account (Digital Legacy)',
      kind: 'social-media',
      bereavementUrl: APPLE_DIGITAL_LEGACY,
      usuallyNeeds: [
        'A copy of the death certificate',
        'The Legacy Contact access key, if they set one up',
        'Otherwise a court order or other legal document, depending on the country',
      ],
    },
    ownPage(INSTAGRAM_DECEASED, {
      id: `${prefix}-instagram`,
      name: 'Instagram (Meta): memorialise or remove the account',
      kind: 'social-media',
      usuallyNeeds: [
        'Proof of death, such as a link to an obituary or news article, to memorialise it',
        'Proof you are immediate family, such as their birth or death certificate, to have it removed',
      ],
    }),
  ]
  return entries.map((entry) => ({
    ...entry,
    name: spell(entry.name),
    usuallyNeeds: entry.usuallyNeeds.map(spell),
  }))
}

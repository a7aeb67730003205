import type { CountryCode, TaskTemplate } from './schema'
import { spellTaskFor } from './spelling'

/**
 * The seven generic tasks (docs/product.md) that apply wherever the person lived. They are practical rather
 * than legal, so each country's source is its government's general guide to who to tell and what to sort out
 * after a death; the digital-accounts task cites the platform's own help page.
 */

const REVIEWED = '2026-11-21'

/** Each country's official general guide to the practical tasks after a death. */
export const NATIONAL_GUIDES: Record<CountryCode, string> = {
  AU: 'https://www.servicesaustralia.gov.au/individuals/subjects/death-and-bereavement/who-tell-when-someone-dies',
  CA: 'https://www.canada.ca/en/employment-social-development/services/benefits/family/death.html',
  IE: 'https://www.gov.ie/en/department-of-social-protection/publications/bereavement/',
  NZ: 'https://www.govt.nz/browse/family-and-whanau/death-and-bereavement/what-to-do-someone-dies/',
  UK: 'https://www.gov.uk/after-a-death/organisations-you-need-to-contact-and-tell-us-once',
  US: 'https://www.usa.gov/death-notification',
}

const FACEBOOK_MEMORIALISATION = 'https://www.facebook.com/help/150486848354038'

export const GENERIC_TASK_COUNT = 7

/** The seven, in the spelling of the person's country ('organize' in the United States). */
export function genericTasks(country: CountryCode): TaskTemplate[] {
  return [...accountsAndPropertyTasks(country), ...papersAndMemoryTasks(country)].map((task) =>
    spellTaskFor(country, task),
  )
}

/** North America has credit unions where the other countries have building societies. */
const savingsInstitution = (country: CountryCode) =>
  country === 'US' || country === 'CA' ? 'credit union' : 'building society'

/** Accounts, subscriptions, insurance policies and belongings. */
function accountsAndPropertyTasks(country: CountryCode): TaskTemplate[] {
  const guide = { source: NATIONAL_GUIDES[country], reviewed: REVIEWED, official: true }
  return [
    {
      ...guide,
      key: 'close-or-transfer-financial-accounts',
      title: 'Close or transfer bank and card accounts',
      description: `Tell each bank, ${savingsInstitution(country)}, credit card company and lender about the death, so that accounts are frozen against fraud and can later be closed or passed on.`,
      category: 'financial',
      priority: 'high',
      estimatedDuration: '2-4 weeks',
      steps: [
        'Make a list of every account you know of: look through statements, letters and the banking apps on their phone.',
        'Contact each organisation’s bereavement team and give them a copy of the death certificate.',
        'Ask how much is in each account on the date of death, and whether any account is held jointly.',
        'Ask whether they will release money without a grant of probate or letters of administration, and up to what amount.',
        'Keep a note of each call: the date, who you spoke to and what they said.',
      ],
      contacts: ['The bereavement team of each bank or card provider'],
    },
    {
      ...guide,
      key: 'cancel-subscriptions-and-services',
      title: 'Cancel subscriptions and household services',
      description:
        'Stop regular payments the person no longer needs, such as phone, streaming, magazines, memberships and gym, and decide what to do with utilities at their home.',
      category: 'personal',
      priority: 'medium',
      estimatedDuration: '1-2 weeks',
      steps: [
        'Look through recent bank and card statements for regular payments and direct debits.',
        'Keep the electricity, gas, water and insurance at their home running until you know what will happen to it.',
        'Cancel the rest one by one, asking for any money paid in advance to be refunded to the estate.',
        'Redirect their post to you so that you learn of anything you missed.',
      ],
      contacts: ['Each service provider’s customer or bereavement team'],
    },
    {
      ...guide,
      key: 'claim-on-insurance-policies',
      title: 'Claim on life insurance and other policies',
      description:
        'Find out whether the person had life insurance, funeral cover, income protection or cover through work, and make any claims.',
      category: 'financial',
      priority: 'high',
      estimatedDuration: '2-8 weeks',
      steps: [
        'Look for policy documents, premiums on bank statements, and cover that came with their job or pension.',
        'Contact each insurer, give the policy number if you have it, and ask for a claim form.',
        'Send the claim form with a certified copy of the death certificate.',
        'Tell the insurers of their home and car about the death so that the cover stays valid.',
      ],
      contacts: ['Each insurer’s claims team', 'Their employer or pension provider, for cover through work'],
    },
    {
      ...guide,
      key: 'look-after-property-and-belongings',
      title: 'Look after their home, car and belongings',
      description:
        'Keep their home, vehicle and valuables safe until the estate is sorted out, and find out who they now belong to before anything is sold or given away.',
      category: 'estate',
      priority: 'high',
      estimatedDuration: 'Ongoing until the estate is settled',
      steps: [
        'Make sure their home is locked, and tell the home insurer if it will be empty.',
        'Keep valuables and important papers somewhere safe.',
        'Do not sell or give away anything until you know who is entitled to it under the will or the law.',
        'Find out whether the home was rented, owned or jointly owned, and contact the landlord or mortgage lender.',
      ],
      contacts: ['The home and car insurers', 'The landlord or mortgage lender'],
    },
  ]
}

/** Papers, the memorial, and digital accounts. */
function papersAndMemoryTasks(country: CountryCode): TaskTemplate[] {
  const guide = { source: NATIONAL_GUIDES[country], reviewed: REVIEWED, official: true }
  return [
    {
      ...guide,
      key: 'organise-important-documents',
      title: 'Gather and organise important documents',
      description:
        'Bring the papers you will be asked for into one place: it saves repeated searching and phone calls in the weeks ahead.',
      category: 'general',
      priority: 'medium',
      estimatedDuration: '1-3 days',
      steps: [
        'Gather the death certificate copies, the will, birth and marriage certificates, and their identity documents.',
        'Add recent statements for bank accounts, pensions, investments, loans and insurance.',
        'Add papers for their home and car: deeds, tenancy, mortgage and registration.',
        'Keep originals safe and make copies or scans of each one to share with the people helping you.',
      ],
      contacts: [],
    },
    {
      ...guide,
      key: 'plan-memorial-and-tributes',
      title: 'Plan a memorial or tribute',
      description:
        'Beyond the funeral, decide with family how you would like to remember the person: a notice, a memorial gathering, a headstone or plaque, or donations in their name.',
      category: 'funeral',
      priority: 'low',
      estimatedDuration: 'As long as you need',
      steps: [
        'Talk with family about what the person would have wanted, and whether they left any wishes.',
        'Decide whether to publish a death notice, and where.',
        'If there will be a headstone or plaque, ask the cemetery or crematorium about their rules and timing.',
        'If you would like donations in their name, choose the charity and share the details.',
      ],
      contacts: ['The funeral director', 'The cemetery or crematorium'],
    },
    {
      source: FACEBOOK_MEMORIALISATION,
      reviewed: REVIEWED,
      official: true,
      key: 'manage-digital-accounts',
      title: 'Look after their online accounts',
      description:
        'Decide what should happen to their email, social media and other online accounts: many can be memorialised or closed, and some hold photos or records you may want to keep.',
      category: 'personal',
      priority: 'low',
      estimatedDuration: '1-4 weeks',
      steps: [
        'List the accounts you know of: email, social media, photo storage, online shops and payment services.',
        'Save any photos or messages you want to keep before asking for an account to be closed.',
        'Use each service’s own request for a deceased person’s account: Facebook, for example, can memorialise or remove a profile.',
        'Do not log in with their password: services forbid it, and they have their own ways to help families.',
      ],
      contacts: ['Each service’s help centre request for a deceased user'],
    },
  ]
}

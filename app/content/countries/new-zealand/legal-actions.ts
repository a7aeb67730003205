import type { RegionProfile, TaskTemplate } from '../../schema'
import { REVIEWED, SOURCES } from './sources'

function money(amount: number): string {
  return `$${amount.toLocaleString('en-NZ')}`
}

/** The legal steps an executor, administrator or family may need, filled in with the region's own facts. */
export function buildLegalActions(region: RegionProfile): TaskTemplate[] {
  return [...grantAndTitleActions(region), ...successionActions()]
}

/** The grant, the small-estate route without one, and transferring land. */
function grantAndTitleActions(region: RegionProfile): TaskTemplate[] {
  const court = region.probateCourt
  const courtContact = court.phone ? `${court.name}: ${court.phone}` : court.name
  const limit = region.smallEstate.amount
  const limitText = limit === null ? 'the small-estate limit' : money(limit)
  return [
    {
      key: 'grant-of-probate-or-administration',
      supersedes: ['apply-for-probate'],
      title: `Apply to the ${court.name} for probate or letters of administration`,
      description:
        'Probate confirms the will and the executor’s authority; letters of administration appoint someone when there is no will or no executor. A grant is usually needed if the person owned land or a house in their sole name.',
      category: 'legal',
      priority: 'high',
      estimatedDuration: '1-3 months',
      steps: [
        'Check first with each bank, insurer and fund whether a grant is really needed.',
        'Prepare the application and affidavit, usually with a lawyer, Public Trust or a trustee company. You may apply yourself.',
        'File the application (online through File and Pay if you wish) and pay the filing fee shown on the Ministry of Justice page.',
        'Send the original will to the court; a copy is not enough.',
        'When the grant arrives, give copies to the banks and others holding the estate’s assets.',
      ],
      contacts: [courtContact, 'Public Trust: 0800 371 471'],
      source: SOURCES.justiceProbate,
      reviewed: REVIEWED,
    },
    {
      key: 'small-estate-release',
      title: `Ask for money to be released without probate (up to ${limitText} per organisation)`,
      description: `${region.smallEstate.text}`,
      category: 'estate',
      priority: 'medium',
      estimatedDuration: '2-6 weeks',
      steps: [
        'Ask each bank, KiwiSaver provider, employer or other organisation how much it holds in the person’s sole name.',
        `If it is ${limitText} or less, ask for its claim or indemnity form and what proof it needs (usually a death certificate and certified ID).`,
        'Use the money as the will says, or as the intestacy rules say if there is no will. Pay the estate’s debts first.',
        'If an organisation will not pay without probate, apply for a grant instead.',
      ],
      contacts: ['ANZ: 0800 269 296', 'ASB Estates Support Services: 0800 111 191'],
      source: region.smallEstate.source,
      reviewed: REVIEWED,
      official: region.smallEstate.official,
    },
    {
      key: 'transfer-land-title',
      title: 'Register the change of ownership of land or a house',
      description:
        'After a death, a “transmission” must be registered on the land title before the property can be sold or transferred: to the surviving joint owner, or to the executor or administrator.',
      category: 'legal',
      priority: 'medium',
      estimatedDuration: '2-6 weeks',
      steps: [
        'Check the record of title to see whether the property was owned jointly (joint tenants) or in shares or the person’s sole name.',
        'For a joint tenancy, the surviving owner registers a transmission by survivorship; probate is not needed.',
        'Otherwise the executor or administrator registers a transmission once probate or letters of administration are granted.',
        'A lawyer or conveyancer lodges the transmission with LINZ, with a statutory declaration and the death certificate or grant.',
      ],
      contacts: ['Toitū Te Whenua LINZ: linz.govt.nz'],
      source: SOURCES.linzTransmission,
      reviewed: REVIEWED,
    },
  ]
}

/** A partner's relationship-property choice, Māori land, and when the estate may be shared out. */
function successionActions(): TaskTemplate[] {
  return [
    {
      key: 'relationship-property-choice',
      title: 'Surviving partner: choose option A or option B',
      description:
        'A surviving spouse, civil union or de facto partner can divide relationship property under the Property (Relationships) Act 1976 (option A) or take what the will or intestacy rules give (option B). If no choice is made in time, option B applies.',
      category: 'legal',
      priority: 'high',
      estimatedDuration: '1-4 weeks',
      steps: [
        'Get legal advice before deciding: the choice cannot usually be undone.',
        'Make the choice in the set written form, with a lawyer’s certificate explaining its effect.',
        'Give it to the executor or administrator within the time limit.',
      ],
      contacts: ['A family or estates lawyer'],
      deadline: {
        amount: 6,
        unit: 'months',
        from: 'grant-of-probate',
        text: 'Choose within 6 months of the grant of probate or administration (or of the death, if no grant is needed)',
        source: SOURCES.relationshipPropertyOptions,
        noOfficialPage: 'https://www.legislation.govt.nz/act/public/1976/0166/latest/whole.html',
        reviewed: REVIEWED,
        official: false,
      },
      source: SOURCES.relationshipPropertyOptions,
      reviewed: REVIEWED,
      official: false,
    },
    {
      key: 'maori-land-succession',
      title: 'Apply to the Māori Land Court to succeed to Māori land',
      description:
        'A person’s interests in Māori land pass to their successors by order of the Māori Land Court, with or without a grant of probate. Whānau apply to the court.',
      category: 'legal',
      priority: 'medium',
      estimatedDuration: '2-6 months',
      steps: [
        'Contact the Māori Land Court; its staff can help with the application form.',
        'File the application with the death certificate and, if there is one, the will or grant of probate. A small application fee applies; fee waivers can be asked for.',
        'A case manager researches the person’s shares and land blocks and prepares a draft for the judge or registrar.',
        'Attend the hearing if one is set. Simple, uncontested applications can be decided by a registrar.',
      ],
      contacts: ['Māori Land Court: maorilandcourt.govt.nz'],
      source: SOURCES.tupuSuccession,
      reviewed: REVIEWED,
    },
    {
      key: 'estate-distribution-timing',
      title: 'Wait before distributing the estate',
      description:
        'Family members may claim against an estate, for example under the Family Protection Act 1955, usually within 12 months of the grant. Executors who distribute within 6 months of the grant may be personally liable if a claim follows.',
      category: 'estate',
      priority: 'medium',
      estimatedDuration: '6-12 months',
      steps: [
        'Pay the funeral account, debts and any tax first.',
        'Ask the estate’s lawyer about notices of claims before distributing.',
        'Keep records of everything received and paid out.',
      ],
      contacts: ['The estate’s lawyer', 'Inland Revenue: ird.govt.nz'],
      deadline: {
        amount: 6,
        unit: 'months',
        from: 'grant-of-probate',
        text: 'Executors are usually advised not to distribute within 6 months of the grant of probate',
        source: SOURCES.familyProtectionClaims,
        noOfficialPage: 'https://www.legislation.govt.nz/act/public/1969/0052/latest/whole.html',
        reviewed: REVIEWED,
        official: false,
      },
      source: SOURCES.familyProtectionClaims,
      reviewed: REVIEWED,
      official: false,
    },
  ]
}

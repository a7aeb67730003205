import type { CountryInfo, Note, Office } from '../../schema'
import { REVIEWED, SRC } from './sources'
import { COUNTRIES } from '../../catalogue'

const r = REVIEWED

export const country: CountryInfo = {
  ...COUNTRIES.CA,
  description:
    'Deaths are registered, and estates settled, under the law of each province or territory. Federal benefits, taxes and documents are handled by Service Canada and the Canada Revenue Agency wherever the person lived.',
}

export const nationalContacts: Office[] = [
  {
    name: 'Service Canada',
    description:
      'The main point of contact to report a death to the Government of Canada, and for Canada Pension Plan, Old Age Security and other federal benefits.',
    phone: '1-800-622-6232',
    website: SRC.serviceCanadaAfterDeath,
    source: SRC.bcWhoToNotify,
    reviewed: r,
  },
  {
    name: 'Canada Revenue Agency (CRA)',
    description: 'Final income tax return, benefit payments to stop or transfer, and the clearance certificate.',
    phone: '1-800-959-8281',
    website: SRC.craFinalReturnDue,
    source: SRC.bcWhoToNotify,
    reviewed: r,
  },
  {
    name: 'Passport Program – cancel a Canadian passport',
    description:
      'Mail a valid passport with a copy of the death certificate and a letter saying whether it should be destroyed or returned to you.',
    address: 'Passport Program, Gatineau QC K1A 0G3',
    source: SRC.bcWhoToNotify,
    reviewed: r,
  },
  {
    name: 'Social Insurance Registration office (Service Canada)',
    description:
      'Where to send proof of death and the Social Insurance Number when the death happened in a territory or outside Canada. The executor can also ask Service Canada for the SIN if it is unknown.',
    address: 'Service Canada, Social Insurance Registration office, PO Box 7000, Bathurst NB E2A 4T1',
    website: SRC.serviceCanadaAfterDeath,
    source: SRC.serviceCanadaAfterDeath,
    reviewed: r,
  },
  {
    name: 'Indigenous Services Canada – Estate Services',
    description:
      'Handles the estates of First Nations people who were ordinarily resident on a reserve (in the provinces). Email aadnc.estates-successions.aandc@canada.ca. In Yukon and the Northwest Territories this is done by Crown-Indigenous Relations and Northern Affairs Canada.',
    website: SRC.iscEstates,
    source: SRC.iscEstates,
    reviewed: r,
  },
  {
    name: 'Last Post Fund – Veterans Affairs Canada Funeral and Burial Program',
    description:
      'Delivers funeral, burial and grave-marker help for eligible veterans on behalf of Veterans Affairs Canada. Contact it before firm funeral arrangements are made if you can.',
    website: SRC.lastPostFund,
    source: SRC.lastPostFund,
    reviewed: r,
    official: false,
  },
  {
    name: 'OmbudService for Life and Health Insurance (OLHI)',
    description:
      'Can search its member insurers for a lost life insurance policy, if more than three months and less than two years have passed since the death and you have some proof a policy exists.',
    phone: '1-888-295-8112',
    phoneNote: 'Toll-free in Canada. From Québec: 1-866-582-2088.',
    source: SRC.lostLifeInsurance,
    reviewed: r,
  },
]

export const languageServices: Office[] = [
  {
    name: 'Federal services in English or French',
    description:
      'Federal institutions must communicate with the public in both official languages. You can be served in the language of your choice at head offices, in the National Capital Region and at offices where there is significant demand; other offices must tell you where to get service in your language.',
    website: SRC.officialLanguages,
    source: SRC.officialLanguages,
    reviewed: r,
  },
  {
    name: "Directeur de l'état civil (Québec)",
    description:
      'Québec’s civil status registrar: death certificates and copies of acts of death, in French and English.',
    phone: '1 877 644-4545',
    phoneNote: 'Services Québec, toll-free in Québec. Montréal: 514 644-4545. Québec City: 418 644-4545.',
    website: SRC.qcDeclareDeath,
    source: SRC.qcDecContact,
    reviewed: r,
  },
  {
    name: 'Juridiqc (Government of Québec)',
    description:
      'Plain-language legal information from the Québec government, including the main steps in settling a succession.',
    website: SRC.juridiqc,
    source: SRC.juridiqc,
    reviewed: r,
  },
  {
    name: 'Éducaloi',
    description:
      'An independent non-profit (not a government body) that explains Québec law in plain French and English, including how to settle a succession.',
    website: SRC.educaloi,
    source: SRC.educaloi,
    reviewed: r,
    official: false,
  },
]

export const culturalProtocols: Note[] = [
  {
    title: 'Estates of First Nations people living on a reserve',
    body: [
      'Under the Indian Act, the federal government is involved only in the estates of First Nations people who were "ordinarily resident" on a reserve: they usually lived on a reserve and kept no main home off it, though they may have lived away for school or care.',
      'Indigenous Services Canada handles these estates in the provinces; Crown-Indigenous Relations and Northern Affairs Canada handles them in Yukon and the Northwest Territories. Email Estate Services at aadnc.estates-successions.aandc@canada.ca; they will ask a few questions and send the forms to appoint someone to settle the estate.',
      'If the person lived off reserve when they died, the estate is handled under the law of the province or territory where they lived.',
    ],
    source: SRC.iscEstates,
    reviewed: r,
  },
  {
    title: 'Respecting ceremony and community',
    body: [
      'For many First Nations, Inuit and Métis families, ceremonies, prayer, drumming and singing, shared meals and the guidance of Elders and Knowledge Carriers are part of caring for someone who has died. Practices differ greatly from one nation and community to another.',
      'Ask the family and, where they wish, their community or Elders what is wanted, and tell the hospital, funeral director and anyone else involved early so they can make room for it.',
    ],
    source: SRC.indigenousEndOfLife,
    reviewed: r,
    official: false,
  },
]

export const requirements: Note[] = [
  {
    title: 'Reporting the death to the federal government',
    body: [
      'If the death happened in a province, you do not need to report it to Service Canada: the province does this for you.',
      'If it happened in a territory or outside Canada, send proof of death (the funeral director’s statement of death or a death certificate) and the Social Insurance Number to Service Canada, in person or by mail.',
    ],
    source: SRC.serviceCanadaAfterDeath,
    reviewed: r,
  },
  {
    title: 'Canada Pension Plan death benefit and survivor benefits',
    body: [
      'The CPP death benefit is a one-time payment of $2,500 to the estate of a person who contributed enough to the Canada Pension Plan. For deaths on or after 1 January 2025, the estate gets an extra $2,500 if the person had not started a CPP retirement or disability pension and leaves no survivor who can receive a survivor’s pension.',
      'A surviving spouse or common-law partner may get a monthly survivor’s pension, and dependent children a children’s benefit. The amounts depend on the contributions and the survivor’s age. You must apply; ask Service Canada.',
    ],
    source: SRC.cppAmounts2025,
    reviewed: r,
  },
  {
    title: 'Final tax return',
    body: [
      'For a death between 1 January and 31 October, the final return is due by 30 April of the following year. For a death between 1 November and 31 December, it is due 6 months after the death.',
      'If the person or their spouse or common-law partner ran a business, the date is 15 June of the following year (or 6 months after the death for a death from 16 December on).',
    ],
    source: SRC.craFinalReturnDue,
    reviewed: r,
  },
  {
    title: 'Clearance certificate before sharing out the estate',
    body: [
      'A clearance certificate confirms that everything the person owed the CRA has been paid. If the executor distributes property without one, they can be personally liable for any amount still owed.',
      'Ask for it with Form TX19, only after all returns are assessed and the amounts owing are paid.',
    ],
    source: SRC.craClearance,
    reviewed: r,
  },
]

export const banksAndInsurers: Note[] = [
  {
    title: 'Banks set their own rules',
    body: [
      'Each bank and investment firm sets its own limit for releasing money without a court grant. Below that limit some will release funds to the executor or next of kin on a signed declaration; above it, they usually ask to see probate.',
      'Ask each bank early what it needs from you. Accounts held jointly with a right of survivorship and accounts or plans with a named beneficiary usually pass outside the estate.',
    ],
    source: SRC.banksPolicy,
    reviewed: r,
    official: false,
  },
  {
    title: 'Life insurance',
    body: [
      'Contact each insurer to report the death and ask for claim forms. Also ask the person’s employer: many jobs come with group life insurance.',
      'If you believe there is a policy but cannot find it, look for premium payments in bank statements. The OmbudService for Life and Health Insurance can search its member insurers for a policy issued in Canada, between three months and two years after the death.',
    ],
    source: SRC.lostLifeInsurance,
    reviewed: r,
  },
]

export const supportServices: Office[] = [
  {
    name: '9-8-8 Suicide Crisis Helpline',
    description:
      'If grief becomes overwhelming or you are thinking about suicide, call or text 9-8-8, any time, in English or French. In an emergency call 9-1-1.',
    source: SRC.helpline988,
    reviewed: r,
    official: false,
  },
  {
    name: 'MyGrief.ca (Canadian Virtual Hospice)',
    description:
      'A free online resource, written with grief experts and bereaved families, to help you understand and work through grief at your own pace.',
    source: SRC.myGrief,
    reviewed: r,
    official: false,
  },
  {
    name: 'Bereaved Families of Ontario',
    description: 'Free peer support, individual and in groups, from people who have also been bereaved (Ontario).',
    source: SRC.onSeniorsGuide,
    reviewed: r,
  },
]

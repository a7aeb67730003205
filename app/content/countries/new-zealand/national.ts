import type { Note, Office } from '../../schema'
import { PUBLIC_TRUST, INLAND_REVENUE } from './region'
import { REVIEWED, REVIEWED_2026_11_25, SOURCES } from './sources'

export const WORK_AND_INCOME: Office = {
  name: 'Work and Income | Te Hiranga Tangata (under 65)',
  description:
    'Stop benefits paid to the person who died, ask about a Funeral Grant, and ask what support you can get now.',
  phone: '0800 559 009',
  phoneNote: 'Freephone for people under 65',
  website: SOURCES.workAndIncomeFuneralGrant,
  source: SOURCES.govtBenefitContacts,
  reviewed: REVIEWED,
}

export const WORK_AND_INCOME_SENIORS: Office = {
  name: 'Work and Income – NZ Superannuation and seniors (65 and over)',
  description: 'Tell Work and Income when someone receiving NZ Superannuation or a Veteran’s Pension dies.',
  phone: '0800 552 002',
  phoneNote: 'Freephone for people 65 and over',
  website: SOURCES.govtBenefitContacts,
  source: SOURCES.govtBenefitContacts,
  reviewed: REVIEWED,
}

export const VETERANS_AFFAIRS: Office = {
  name: 'Veterans’ Affairs | Te Tira Ahu Ika a Whiro',
  description:
    'May help with funeral costs for a veteran with qualifying service, and pays some pensions to surviving partners and children.',
  phone: '0800 483 8372',
  phoneNote: 'Freephone New Zealand. From overseas: +64 4 495 2070',
  website: SOURCES.veteransFuneral,
  source: SOURCES.veteransContact,
  reviewed: REVIEWED,
}

export const NATIONAL_CONTACTS: Office[] = [
  {
    name: 'Te Hokinga ā Wairua | End of Life Service',
    description:
      'The government’s guide to what to do after a death: who to tell, funerals and tangihanga, and practical and legal tasks.',
    website: SOURCES.endOfLifeService,
    source: SOURCES.govtWhatToDo,
    reviewed: REVIEWED,
  },
  WORK_AND_INCOME,
  WORK_AND_INCOME_SENIORS,
  INLAND_REVENUE,
  {
    name: 'Births, Deaths and Marriages | Te Tari Taiwhenua',
    description: 'Registers deaths and issues death certificates.',
    phone: '0800 22 52 52',
    website: SOURCES.govtRegisterDeath,
    source: SOURCES.communityLawRegistering,
    reviewed: REVIEWED,
    official: false,
  },
  PUBLIC_TRUST,
  VETERANS_AFFAIRS,
  {
    name: 'ACC – support after a death from injury',
    description:
      'If the person died because of an accident or injury, ACC may help with funeral costs and pay grants and income support to a partner and children. Apply with the ACC21 form; there is no time limit.',
    website: SOURCES.accAfterDeath,
    source: SOURCES.accAfterDeath,
    reviewed: REVIEWED,
  },
  {
    name: 'Ministry of Justice contact centre (0800 COURTS)',
    description: 'Questions about the High Court, probate applications and other courts.',
    phone: '0800 268 787',
    website: SOURCES.justiceProbate,
    source: SOURCES.justiceContactCentre,
    reviewed: REVIEWED,
  },
]

export const LANGUAGE_SERVICES: Office[] = [
  {
    name: 'Free interpreters for government services',
    description:
      'Government agencies must provide a professional interpreter free of charge. Phone the agency, ask in English for an “interpreter” and name your language, then stay on the line. For a meeting, email the agency first so they can book one. This replaced the old Language Line service.',
    website: SOURCES.ethnicCommunitiesInterpreting,
    source: SOURCES.ethnicCommunitiesInterpreting,
    reviewed: REVIEWED,
  },
  {
    name: 'Ministry for Pacific Peoples | Te Manatū mō Ngā Iwi o Te Moana-nui-a-Kiwa',
    description:
      'The government’s adviser on Pacific communities and the promotion of Pacific languages. It does not interpret calls itself: ask the agency you are dealing with for an interpreter in your language, for example Samoan or Tongan. Some languages need to be booked in advance.',
    website: SOURCES.pacificPeoples,
    source: SOURCES.pacificPeoples,
    reviewed: REVIEWED,
  },
  {
    name: 'Insurance & Financial Services Ombudsman – interpreters',
    description:
      'If you need help with an insurance or KiwiSaver complaint, the IFSO Scheme can arrange a telephone interpreter and uses the NZ Relay Service.',
    phone: '0800 888 202',
    website: SOURCES.ifsoComplaints,
    source: SOURCES.ifsoComplaints,
    reviewed: REVIEWED,
  },
]

export const CULTURAL_PROTOCOLS: Note[] = [
  {
    title: 'Tangihanga',
    body: [
      'Tangihanga customs differ between iwi, hapū and marae. Follow the guidance of your kaumātua and the marae you are returning to.',
      'The government’s guide notes that family and friends often help with kai and hākari during tangihanga, with the funeral, with having people to stay, and with the practical and legal tasks, so that no one carries it all alone.',
    ],
    source: SOURCES.govtWhatToDo,
    reviewed: REVIEWED,
  },
  {
    title: 'Tikanga and the coroner',
    body: [
      'The Coroners Act 2006 recognises the cultural and spiritual needs of the family, and of others who were close to the person who died.',
      'While the coroner has custody of the tūpāpaku, immediate family and others close to the person can ask to view, touch, or remain with or near the body. In deciding, the coroner considers tikanga Māori and the expectations of other cultures.',
    ],
    source: SOURCES.coronerViewingPracticeNote,
    reviewed: REVIEWED_2026_11_25,
  },
  {
    title: 'Post-mortems and disagreements about burial',
    body: [
      'The coroner must consider the whānau’s cultural and spiritual needs when deciding whether a post-mortem is needed and how soon the tūpāpaku can be released.',
      'If whānau disagree about where the person will be buried, the executor (or, with no will, usually the closest relative) has the legal power to decide; get advice early.',
    ],
    source: SOURCES.communityLawTangihanga,
    reviewed: REVIEWED,
    official: false,
  },
  {
    title: 'Succession to Māori land',
    body: [
      'Interests in Māori land pass through the Māori Land Court, not only through the will or probate. Whānau apply to the court for a succession order; a case manager researches the person’s shares and land blocks.',
      'Court staff can help with the application. Simple, uncontested applications can be decided by a registrar without a hearing.',
    ],
    source: SOURCES.tupuSuccession,
    reviewed: REVIEWED,
  },
]

export const REQUIREMENTS: Note[] = [
  {
    title: 'Before the burial or cremation',
    body: [
      'A doctor or nurse must complete a medical certificate of the cause of death, or the coroner must authorise the release of the body.',
      'A funeral director is not required by law. If you arrange the funeral yourself, you take on the paperwork, including registering the death.',
    ],
    source: SOURCES.govtRegisterDeath,
    reviewed: REVIEWED,
  },
  {
    title: 'Registering the death',
    body: [
      'The death must be registered with Births, Deaths and Marriages within 3 working days after the burial or cremation. Failing to register a death is an offence.',
      'The funeral director usually does this. Otherwise the person responsible for the burial or cremation sends the BDM28 form with the cause-of-death certificate.',
    ],
    source: SOURCES.bdm28Form,
    reviewed: REVIEWED,
  },
  {
    title: 'Help with funeral costs',
    body: [
      'Work and Income may pay a Funeral Grant towards essential costs such as the casket, cremation or burial plot fees and the hearse. It is income- and asset-tested, and the person’s own money is looked at first. The maximum amount changes each year: check the current amount with Work and Income.',
      'If the death was caused by an injury, ACC may help instead. Veterans’ Affairs may help for a veteran with qualifying service.',
    ],
    source: SOURCES.workAndIncomeFuneralGrant,
    reviewed: REVIEWED,
  },
  {
    title: 'Bereavement leave',
    body: [
      'After 6 months in a job, an employee can take 3 days’ paid bereavement leave when a partner, parent, child, sibling, grandparent, grandchild or partner’s parent dies, and 1 day for someone else close, if the employer agrees.',
    ],
    source: SOURCES.bereavementLeave,
    reviewed: REVIEWED,
  },
]

export const BANKS_AND_INSURERS: Note[] = [
  {
    title: 'Telling the banks',
    body: [
      'Until a bank is told, the person’s accounts can keep being used, and payments keep going out. Once told, the bank stops accounts in the person’s sole name: payments out, cards and online banking stop, but money can still be paid in.',
      'A joint account is usually changed into the surviving account holder’s name. Loan repayments and interest may continue, so check what needs paying.',
      'ANZ, for example, asks you to visit a branch or call 0800 269 296, bringing your ID and a copy of the death certificate if you have one.',
    ],
    source: SOURCES.anzDeceased,
    reviewed: REVIEWED,
  },
  {
    title: 'Bank bereavement teams and funeral costs',
    body: [
      'Most banks have a team for deceased estates. ASB’s Estates Support Services team is on 0800 111 191 (Mon-Fri 8.30am-4.30pm); it confirms by email within two business days.',
      'Banks such as ASB have a process to claim funeral expenses from the person’s accounts. Ask the bank what it needs, usually the funeral director’s invoice.',
      'How long a bank takes to finish depends on the documents: from a couple of weeks to several months.',
    ],
    source: SOURCES.asbDeceased,
    reviewed: REVIEWED,
  },
  {
    title: 'Small amounts without probate: the organisation decides',
    body: [
      'The law lets a bank, KiwiSaver or superannuation provider, employer and some other organisations pay up to $40,000 each without probate (since 24 September 2025; $15,000 for shares and government stock).',
      'Each organisation sets its own process and may still ask for probate. Check the balance with each one first, then ask what forms and proof of identity they need.',
    ],
    source: SOURCES.smallEstateThreshold,
    reviewed: REVIEWED,
    official: false,
  },
  {
    title: 'Insurance and complaints',
    body: [
      'Contact each life, funeral or health insurer as soon as you can and ask how to claim. Look for policy papers and bank statements showing premium payments.',
      'If you cannot resolve a problem with an insurer or KiwiSaver provider, ask it for its complaints process, then contact its free dispute resolution scheme, such as the Insurance & Financial Services Ombudsman (0800 888 202).',
    ],
    source: SOURCES.ifsoComplaints,
    reviewed: REVIEWED,
  },
]

export const SUPPORT_SERVICES: Office[] = [
  {
    name: '1737 Need to talk?',
    description:
      'Free call or text 1737 any time, day or night, to talk with a trained counsellor about grief, stress or anything that feels too much.',
    source: SOURCES.health1737,
    reviewed: REVIEWED,
  },
  {
    name: 'Lifeline Aotearoa',
    description: 'Free, confidential support from trained counsellors and volunteers.',
    phone: '0800 543 354',
    phoneNote: '24 hours, 7 days',
    source: SOURCES.lifeline,
    reviewed: REVIEWED,
    official: false,
  },
  {
    name: 'Skylight',
    description:
      'A national charity supporting children, young people and adults through grief, loss and trauma, with counselling and resources.',
    phone: '0800 299 100',
    website: SOURCES.skylightBereavement,
    source: SOURCES.skylight,
    reviewed: REVIEWED,
    official: false,
  },
]

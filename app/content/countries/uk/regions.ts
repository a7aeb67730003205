import type { RegionProfile } from '../../schema'
import { SRC, checked, official, unofficial } from './sources'

/**
 * The four nations. England and Wales share one legal system for wills and probate; Scotland and
 * Northern Ireland each have their own.
 */

const registryEW = {
  ...official(SRC.registerEW),
  name: 'Local register office',
  description:
    'Deaths in England and Wales are registered at a register office run by the local council. You can use any register office, but it is quicker to use the one in the area where the person died. Contact the office first: most work by appointment.',
  website: SRC.registerEWStart,
}

const probateEW = {
  ...official(SRC.probateEW),
  name: 'HMCTS Probate Service (Courts and Tribunals Service Centre)',
  description:
    'Handles applications for probate (when there is a will) and letters of administration (when there is not) in England and Wales. You can apply online or by post, yourself or through a solicitor.',
  phone: '0300 303 0648',
  phoneNote: 'Probate enquiries. Opening hours change from time to time: check GOV.UK before calling.',
  website: SRC.probateEW,
}

/**
 * The Administration of Estates (Small Payments) Act 1965 lets the bodies it lists (National Savings, building
 * societies, friendly societies, government departments paying pensions or wages, and others) pay up to £5,000
 * without probate; banks' own limits are policy on top of that, so the card states both.
 */
const smallEstateEW = {
  source: SRC.smallPaymentsActEW,
  reviewed: '2026-11-24',
  official: true,
  amount: 5000,
  currency: 'GBP' as const,
  isPolicy: false,
  text: 'By law (the Administration of Estates (Small Payments) Act 1965), some organisations, such as National Savings, building societies, friendly societies and government departments paying a pension, may pay out up to £5,000 without probate. Banks are not bound by this figure: each bank or other organisation sets its own rules for releasing money without probate, often higher, so ask each one. You may not need probate if the person only had savings, or owned everything jointly with someone who is still alive.',
}

const deadline5Days = (source: string) => ({
  ...official(source),
  amount: 5,
  unit: 'days' as const,
  from: 'death' as const,
  text: 'Register the death within 5 days, unless the death has been referred to a coroner',
})

const coronerNoteEW = {
  ...official(SRC.denbighshireRegister),
  title: 'If the death is referred to a coroner',
  body: [
    'A death should normally be registered within 5 days. If a coroner is looking into the death, registration waits until the coroner has finished, and the register office will tell you when you can register.',
    'If you cannot get to the register office where the person died, you can give the details at another register office in England or Wales. This can delay the funeral a little, because the papers are then sent by post.',
  ],
}

const medicalExaminerNote = {
  ...official(SRC.gwyneddRegister),
  title: 'The medical examiner',
  body: [
    'Before a death can be registered, a doctor completes the medical certificate of cause of death. Most deaths are then checked by an independent medical examiner, who may phone the next of kin to explain the cause of death and answer questions.',
    'Some deaths are referred to the coroner instead, for example after an accident or when the cause is not known. This does not always mean there is a problem or that a post-mortem is needed.',
  ],
}

export const ENGLAND: RegionProfile = {
  code: 'uk-england',
  name: 'England',
  registry: registryEW,
  registrationDeadline: deadline5Days(SRC.registerEW),
  registeredBy:
    'a relative of the person who died or, if no relative can, someone who was there at the death, a hospital administrator, or the person arranging the funeral',
  probateCourt: probateEW,
  smallEstate: smallEstateEW,
  otherOffices: [],
  notes: [coronerNoteEW, medicalExaminerNote],
}

export const WALES: RegionProfile = {
  code: 'uk-wales',
  name: 'Wales',
  registry: {
    ...registryEW,
    description:
      'Deaths in Wales are registered at a register office run by the local council. You can use any register office in England or Wales, but it is quicker to use the one in the area where the person died. The registration can be made in Welsh and English if a Welsh-speaking registrar is available.',
  },
  registrationDeadline: deadline5Days(SRC.registerEW),
  registeredBy:
    'a relative of the person who died or, if no relative can, someone who was there at the death, a hospital administrator, or the person arranging the funeral',
  probateCourt: probateEW,
  smallEstate: smallEstateEW,
  otherOffices: [],
  notes: [
    coronerNoteEW,
    medicalExaminerNote,
    {
      ...checked(SRC.welshRegistrationHansard),
      title: 'Registering in Welsh',
      body: [
        'In Wales a death is registered in English and can also be registered in Welsh, if you want this, give the details in Welsh, and the registrar can understand and write Welsh. The choice is yours, not the registrar’s.',
        'Ask the register office for a Welsh-speaking registrar when you book the appointment.',
      ],
    },
  ],
}

export const SCOTLAND: RegionProfile = {
  code: 'uk-scotland',
  name: 'Scotland',
  registry: {
    ...official(SRC.scotRegisterNhs),
    name: 'Local registration office (National Records of Scotland)',
    description:
      'A death in Scotland can be registered at any registration office in Scotland, run by the local council under National Records of Scotland. Many offices register deaths by phone or video call. The doctor sends the medical certificate straight to the registrar.',
    website: SRC.nrsRegister,
  },
  registrationDeadline: {
    ...official(SRC.scotRegisterNhs),
    amount: 8,
    unit: 'days',
    from: 'death',
    text: 'Register the death within 8 days',
  },
  registeredBy:
    'any relative, someone present at the death, the executor, or the occupier of the place where the person died (anyone who knows the details, if none of these can)',
  probateCourt: {
    ...official(SRC.sctsSmallEstates),
    name: 'Sheriff court (sheriff clerk): confirmation',
    description:
      'In Scotland, executors apply to the sheriff court for "confirmation", which is Scotland\'s version of probate. For a small estate the sheriff clerk\'s office in the area where the person lived can help you prepare the forms without a solicitor. Contact the office to make an appointment.',
    website: SRC.sctsSmallEstates,
  },
  smallEstate: {
    ...official(SRC.sctsSmallEstates),
    amount: 36000,
    currency: 'GBP',
    isPolicy: false,
    text: 'An estate worth £36,000 or less counts as a "small estate". Work out the total before taking off any debts (including the funeral). The sheriff clerk can help you apply for confirmation without a solicitor. Confirmation is only needed if a bank or other holder of the money asks for it.',
  },
  otherOffices: [],
  notes: [
    {
      ...official(SRC.dumgalRegister),
      title: 'Checks on the medical certificate',
      body: [
        'Some medical certificates in Scotland are chosen at random for review before the death can be registered, and the paperwork cannot be issued until the review is finished. A review can take up to 3 working days. The registrar will tell you if this applies.',
      ],
    },
    {
      ...official(SRC.highlandRegister),
      title: 'What the registrar gives you',
      body: [
        'After registration the registrar gives a certificate of registration of death (form 14) for the funeral director, and a form (BD8) to tell the Department for Work and Pensions about the death.',
        'Do not put off registering because you cannot find the birth or marriage certificate. The registrar can advise.',
      ],
    },
  ],
}

export const NORTHERN_IRELAND: RegionProfile = {
  code: 'uk-northern-ireland',
  name: 'Northern Ireland',
  registry: {
    ...official(SRC.niRegister),
    name: 'District registration office (General Register Office Northern Ireland)',
    description:
      'All deaths in Northern Ireland must be registered. You can register at any district registration office in Northern Ireland; these are run by the local councils.',
    website: SRC.niRegister,
  },
  registrationDeadline: deadline5Days(SRC.niRegister),
  registeredBy:
    'a relative of the person who died or, if none is available, someone else such as a person present at the death, the person arranging the funeral, or the executor',
  probateCourt: {
    ...official(SRC.niProbateRegistry),
    name: 'Probate Office, Royal Courts of Justice, Belfast (NI Courts and Tribunals Service)',
    description:
      'Grants of probate and letters of administration in Northern Ireland are issued by the High Court. All applications are managed by the Principal Registry in the Royal Courts of Justice, Belfast. You can apply yourself as a "personal applicant" or through a solicitor.',
    phone: '0300 200 7812',
    phoneNote: 'Royal Courts of Justice main number (answered by NI Direct, 9am to 5pm). Ask for the Probate Office.',
    website: SRC.niApplyProbate,
  },
  smallEstate: {
    ...official(SRC.niProbate),
    amount: 20000,
    currency: 'GBP',
    isPolicy: true,
    text: 'NI Direct says you may not need a grant if the person left less than £20,000, or owned everything jointly with someone who is still alive. This is not a fixed legal limit: each bank, building society or insurer decides whether it will release money without a grant, so contact each one.',
  },
  otherOffices: [
    {
      ...unofficial(SRC.turn2usFuneralClaim),
      name: 'Northern Ireland Bereavement Service',
      description:
        'Tell Us Once is not available in Northern Ireland. Claims for Bereavement Support Payment and Funeral Expenses Payment in Northern Ireland go through this service (Department for Communities).',
      phone: '0800 085 2463',
      phoneNote: 'Freephone.',
    },
  ],
  notes: [
    {
      ...official(SRC.niRegister),
      title: 'Certificates in Irish',
      body: [
        'Since March 2022, certificates for new registrations in Northern Ireland can be produced with headings in Irish, or in both English and Irish. Ask the registrar if you would like this.',
      ],
    },
  ],
}

export const REGIONS: RegionProfile[] = [ENGLAND, WALES, SCOTLAND, NORTHERN_IRELAND]

/** The legal system a nation belongs to, for facts that the catalogue's RegionProfile does not hold. */
export type Jurisdiction = 'england-wales' | 'scotland' | 'northern-ireland'

export function jurisdictionOf(region: RegionProfile): Jurisdiction {
  if (region.code === 'uk-scotland') return 'scotland'
  if (region.code === 'uk-northern-ireland') return 'northern-ireland'
  return 'england-wales'
}

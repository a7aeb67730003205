import type { CountryInfo, Note, Office } from '../../schema'
import { REVIEWED } from './common'
import { COUNTRIES } from '../../catalogue'

/** Sources for national facts (read on REVIEWED unless the fact gives a later date). */
export const NATIONAL_SRC = {
  ssaLumpSum: 'https://secure.ssa.gov/poms.nsf/lnx/0900703596',
  /** SSA 'Spotlight on interpreter services' (2024 edition). */
  ssaInterpreters: 'https://socialsecurity.gov/ssi/spotlights/spot-interpreter.htm',
  medicare: 'https://www.gohealth.com/medicare/faqs/how-do-i-report-a-death-to-medicare-or-social-security/',
  estateTax: 'https://www.irs.gov/businesses/small-businesses-self-employed/whats-new-estate-and-gift-tax',
  finalReturn: 'https://www.gobankingrates.com/?p=1357481',
  vaBurial: 'https://www.sweet.wy.us/departments/veteran_s_services/burial_and_memorial_benefits.php',
  vaBenefitsList:
    'https://blogs.va.gov/VAntage/94279/veterans-can-plan-their-legacy-with-va-burial-and-memorial-benefits/',
  fdicGrace: 'https://fdic.gov/financial-institution-employees-guide-deposit-insurance/death-account-owner',
  fdicPhone: 'https://www.fdic.gov/consumers/consumer/news/cnfall10/estateplanning.html',
  naic: 'https://content.naic.org/article/learn_how_use_naic_life_insurance_policy_locator.htm',
  biaGuide: 'https://bia.gov/bia/ots/dop/your-land',
  biaProbate: 'https://bia.gov/bia/ots/dps',
  usaGovEs: 'https://www.usa.gov/es/reportar-una-muerte',
  /** SAMHSA's 988 FAQ: call, text or chat; English and Spanish; interpreters for calls in 240+ languages. */
  lifeline: 'https://www.samhsa.gov/mental-health/988/faqs',
  samhsaHelpline: 'https://www.samhsa.gov/find-help/national-helpline',
  /** VA press release (Asheville VA, 2022): Dial 988 then Press 1, chat, or text 838255. */
  veteransCrisisLine:
    'https://www.va.gov/asheville-health-care/news-releases/confidential-crises-help-for-veterans-and-their-families/',
} as const

export const SSA_PHONE = '1-800-772-1213'
export const VA_PHONE = '1-800-827-1000'
export const FDIC_PHONE = '1-877-275-3342'
export const ESTATE_TAX_EXCLUSION_2026 = 15_000_000
/** National facts re-checked, or moved to an official source, in the review of 2026-11-25. */
export const REVIEWED_2026_11_25 = '2026-11-25'

export const country: CountryInfo = {
  ...COUNTRIES.US,
  description:
    'In the United States, each state and the District of Columbia sets its own rules for registering a death, ' +
    'probate and small estates. Federal agencies such as Social Security, the IRS and Veterans Affairs handle ' +
    'benefits and taxes nationwide.',
}

export const nationalContacts: Office[] = [
  {
    name: 'Social Security Administration',
    description:
      'Report the death if the funeral home has not, ask about survivors benefits, and apply for the one-time $255 ' +
      'lump-sum death payment (for an eligible spouse or child, within two years of the death). Social Security ' +
      'also tells Medicare.',
    phone: SSA_PHONE,
    phoneNote: 'TTY 1-800-325-0778',
    website: 'https://www.ssa.gov/',
    source: NATIONAL_SRC.ssaLumpSum,
    reviewed: REVIEWED,
  },
  {
    name: 'U.S. Department of Veterans Affairs – burial benefits',
    description:
      'Veterans, and often their spouses, may be eligible for burial in a VA national cemetery, a headstone or ' +
      'marker, a burial flag, a Presidential Memorial Certificate and help with burial costs. Funeral directors ' +
      'arrange military funeral honors.',
    phone: VA_PHONE,
    website: 'https://www.va.gov/burials-memorials/',
    source: NATIONAL_SRC.vaBurial,
    reviewed: REVIEWED,
  },
  {
    name: 'FDIC (Federal Deposit Insurance Corporation)',
    description:
      "Questions about deposit insurance on a bank account after the owner's death. The FDIC keeps insuring the " +
      "person's accounts as if they were alive for six months after the death.",
    phone: FDIC_PHONE,
    phoneNote: 'For the deaf or hard of hearing: 1-800-925-4618',
    website: 'https://fdic.gov/financial-institution-employees-guide-deposit-insurance/death-account-owner',
    source: NATIONAL_SRC.fdicPhone,
    reviewed: REVIEWED,
  },
  {
    name: 'NAIC Life Insurance Policy Locator',
    description:
      "A free tool from the state insurance regulators' association. Submit one request and participating life " +
      'insurers and annuity companies search their records; a company contacts you only if it finds a policy and ' +
      'you are the beneficiary.',
    website: 'https://content.naic.org/article/learn_how_use_naic_life_insurance_policy_locator.htm',
    source: NATIONAL_SRC.naic,
    reviewed: REVIEWED,
  },
  {
    name: 'Bureau of Indian Affairs – Branch of Probate Services',
    description:
      'For American Indian and Alaska Native people who owned trust or restricted land or trust funds. BIA gathers ' +
      "the family and property information and the Department of the Interior's Office of Hearings and Appeals " +
      'decides the probate.',
    website: 'https://www.bia.gov/bia/ots/dps',
    source: NATIONAL_SRC.biaProbate,
    reviewed: REVIEWED,
  },
]

export const languageServices: Office[] = [
  {
    name: 'USAGov en Español – Cómo reportar la muerte de alguien',
    description:
      'Guía oficial en español: a qué oficinas del Gobierno, bancos y servicios avisar y qué beneficios por ' +
      'fallecimiento puede reclamar la familia.',
    website: NATIONAL_SRC.usaGovEs,
    source: NATIONAL_SRC.usaGovEs,
    reviewed: REVIEWED,
  },
  {
    name: 'Social Security – free interpreter services',
    description:
      'Social Security provides an interpreter free of charge, by phone or at a Social Security office. Call ' +
      'the toll-free number: press 2 for Spanish; for any other language press 1 and stay on the line, and an ' +
      'interpreter will be brought into the call.',
    phone: SSA_PHONE,
    phoneNote: 'TTY 1-800-325-0778',
    source: NATIONAL_SRC.ssaInterpreters,
    reviewed: REVIEWED_2026_11_25,
  },
  {
    name: '988 Lifeline en español',
    description:
      'The 988 Suicide & Crisis Lifeline answers calls, texts and chats in Spanish as well as English, and calls ' +
      'can be interpreted in more than 240 languages.',
    website: 'https://988lifeline.org',
    source: NATIONAL_SRC.lifeline,
    reviewed: REVIEWED_2026_11_25,
  },
]

export const culturalProtocols: Note[] = [
  {
    title: 'Trust land and trust funds of American Indian and Alaska Native people',
    body: [
      'If the person owned trust or restricted land or money held in trust by the federal government, that ' +
        'property goes through a separate federal probate. The Bureau of Indian Affairs prepares the case and a judge ' +
        'of the Office of Hearings and Appeals decides who inherits; BIA then transfers the land and the funds are ' +
        'paid out.',
      'Start by calling or visiting the local BIA Agency office or the tribe’s probate program office. They will ' +
        'need a death certificate and information about the family.',
      'Tribal, federal or state law may apply, depending on the property. Other property the person owned goes ' +
        'through the usual state probate. If the person was an enrolled tribal member, the tribe’s offices can also ' +
        'explain tribal customs and whether a tribal court or probate program is involved.',
    ],
    source: NATIONAL_SRC.biaGuide,
    reviewed: REVIEWED,
  },
]

export const requirements: Note[] = [
  {
    title: 'Federal estate tax: $15 million for deaths in 2026',
    body: [
      'For people who die in 2026, the federal estate tax exclusion is $15,000,000 per person. The law passed in ' +
        'July 2025 (the One Big Beautiful Bill Act) made this amount permanent, adjusted for inflation in later ' +
        'years. It was $13,990,000 for deaths in 2025.',
      'Most estates are far below this and owe no federal estate tax. A surviving spouse may still want to file ' +
        'an estate tax return to keep the unused part of the exclusion; ask a tax adviser. Some states have their ' +
        'own estate or inheritance tax with lower limits.',
    ],
    source: NATIONAL_SRC.estateTax,
    reviewed: '2026-11-24',
  },
  {
    title: 'Final income tax return',
    body: [
      "The surviving spouse or the person handling the estate files the person's final federal income tax return " +
        'for the year of death, by the usual April deadline.',
      'IRS Form 56 tells the IRS who is acting for the person (executor, administrator or trustee). If a refund is ' +
        'due and you are not a surviving spouse filing jointly or a court-appointed representative, Form 1310 may be ' +
        "needed. On a paper return, write 'Deceased', the person's name and the date of death across the top.",
    ],
    source: NATIONAL_SRC.finalReturn,
    reviewed: REVIEWED,
    official: false,
  },
  {
    title: 'Social Security lump-sum death payment',
    body: [
      'Social Security can pay a one-time $255 to a surviving spouse who lived with the person, or to a spouse or ' +
        'child who was getting or could get benefits on their record. It must be applied for within two years of ' +
        'the death.',
    ],
    source: NATIONAL_SRC.ssaLumpSum,
    reviewed: REVIEWED,
  },
  {
    title: 'Medicare',
    body: [
      'When the death is reported to Social Security, Original Medicare is told automatically. If the person had a ' +
        'Medicare Advantage plan, a Medigap policy or a Part D drug plan, contact that insurance company as well.',
    ],
    source: NATIONAL_SRC.medicare,
    reviewed: REVIEWED,
    official: false,
  },
]

export const banksAndInsurers: Note[] = [
  {
    title: 'Bank accounts after a death',
    body: [
      'Accounts with a joint owner or a payable-on-death beneficiary usually pass directly to that person. Other ' +
        'accounts are released to the executor or administrator, or through the state’s small-estate procedure.',
      "The FDIC keeps insuring the person's accounts as if they were still alive for six months after the death, " +
        'which gives the family time to retitle or move them without losing deposit insurance.',
    ],
    source: NATIONAL_SRC.fdicGrace,
    reviewed: REVIEWED,
  },
  {
    title: 'Finding lost life insurance',
    body: [
      "If you think there may be a life insurance policy or annuity but cannot find it, use the NAIC's free Life " +
        'Insurance Policy Locator. You need details from the death certificate: Social Security number, legal name, ' +
        'date of birth and date of death.',
      'Participating companies search their records. A company contacts you only if it finds a policy and you are ' +
        'the beneficiary; if you hear nothing, no policy was found.',
    ],
    source: NATIONAL_SRC.naic,
    reviewed: REVIEWED,
  },
]

export const supportServices: Office[] = [
  {
    name: '988 Suicide & Crisis Lifeline',
    description:
      'Call or text 988, or chat at 988lifeline.org, any time of day or night, for support in emotional distress, ' +
      'a mental health or substance use crisis, or thoughts of suicide, for yourself or for someone you are ' +
      'worried about. Calls, texts and chats are answered in English and Spanish.',
    website: 'https://988lifeline.org',
    source: NATIONAL_SRC.lifeline,
    reviewed: REVIEWED_2026_11_25,
  },
  {
    name: 'Veterans Crisis Line',
    description:
      'For veterans and their families and friends: dial 988 then press 1, chat at VeteransCrisisLine.net/Chat, ' +
      'or text 838255, 24 hours a day, even if the veteran is not enrolled in VA health care.',
    website: 'https://www.veteranscrisisline.net',
    source: NATIONAL_SRC.veteransCrisisLine,
    reviewed: REVIEWED_2026_11_25,
  },
  {
    name: 'SAMHSA National Helpline',
    description:
      'Free, confidential treatment referral and information for mental health and substance use, in English and ' +
      'Spanish, 24 hours a day, 365 days a year.',
    phone: '1-800-662-4357',
    phoneNote: 'TTY 1-800-487-4889',
    source: NATIONAL_SRC.samhsaHelpline,
    reviewed: REVIEWED_2026_11_25,
  },
]

import type { CountryInfo, Note, Office } from '../../schema'
import { INHERITANCE_TAX } from './inheritance-tax'
import { SRC, checked, official, unofficial } from './sources'
import { COUNTRIES } from '../../catalogue'

export const COUNTRY: CountryInfo = {
  ...COUNTRIES.UK,
  description:
    'What to do after a death in England, Wales, Scotland and Northern Ireland: registering the death, telling government, and dealing with the estate. England and Wales share one system for probate; Scotland and Northern Ireland each have their own.',
}

/** Services of Great Britain only: Northern Ireland has its own (the region pages show each where it serves). */
const GREAT_BRITAIN = ['uk-england', 'uk-scotland', 'uk-wales']

export const NATIONAL_CONTACTS: Office[] = [
  {
    ...official(SRC.tellUsOnce),
    name: 'Tell Us Once',
    regions: GREAT_BRITAIN,
    description:
      'Lets you report a death to most government organisations in one go, in England, Scotland and Wales (not Northern Ireland). The registrar explains it when you register the death, and either does it with you or gives you a unique reference number to use online or by phone. You must use the service within 28 days of getting the reference number.',
    phoneNote:
      'The registrar gives you the number to call. Relay UK and a British Sign Language video relay service are available.',
    website: SRC.tellUsOnce,
  },
  {
    ...official(SRC.bspClaim),
    name: 'DWP Bereavement Service',
    regions: GREAT_BRITAIN,
    description:
      'Department for Work and Pensions helpline for England, Scotland and Wales. You can claim Bereavement Support Payment by phone here. In Northern Ireland, use the Northern Ireland Bereavement Service instead.',
    phone: '0800 151 2012',
    phoneNote: 'Monday to Friday, 8am to 6pm. Welsh language: 0800 731 0453. Textphone: 0800 731 0464.',
    website: SRC.bspClaim,
  },
  {
    ...official(SRC.bspAmounts),
    name: 'Bereavement Support Payment',
    description:
      'For a husband, wife or civil partner who was under State Pension age when their partner died, if the partner had paid enough National Insurance contributions. There are two rates: a first payment of £3,500 then up to 18 monthly payments of £350 (if you get or are entitled to Child Benefit, or were pregnant), or a first payment of £2,500 then up to 18 monthly payments of £100. Claim within 3 months of the death to get the full amount. You can claim up to 21 months after the death, but you will get less.',
    website: SRC.bspAmounts,
  },
  {
    ...official(SRC.hmrcReturns),
    name: 'HM Revenue and Customs (HMRC): tax after a death',
    description:
      'If you are dealing with the tax affairs of someone who has died, HMRC must be told as soon as possible. If you used Tell Us Once you do not need to contact HMRC separately. HMRC will tell you if a final tax return is needed. HMRC has a Bereavement helpline: find its current number on GOV.UK.',
    website: SRC.hmrcReturns,
  },
  {
    ...official(SRC.shropshireProbate),
    name: INHERITANCE_TAX.helpline.name,
    description: 'Questions about valuing an estate and Inheritance Tax, anywhere in the UK.',
    phone: INHERITANCE_TAX.helpline.phone,
    website: SRC.ihtPay,
  },
]

export const LANGUAGE_SERVICES: Office[] = [
  {
    ...official(SRC.probateEW),
    name: 'Probate in Welsh (Cymraeg)',
    description: 'The GOV.UK guide to applying for probate, and the probate service itself, are available in Welsh.',
    website: SRC.probateEW,
  },
  {
    ...official(SRC.bspClaim),
    name: 'DWP Bereavement Service in Welsh',
    description: 'Welsh-language line for Bereavement Support Payment claims and questions.',
    phone: '0800 731 0453',
    phoneNote: 'Monday to Friday, 8am to 6pm. Welsh-language textphone: 0800 731 0456.',
    website: SRC.bspClaim,
  },
  {
    ...checked(SRC.welshRegistrationHansard),
    name: 'Registering a death in Welsh',
    description:
      'In Wales a death can be registered in Welsh as well as English if you give the details in Welsh and the registrar can understand and write Welsh. Ask the register office for a Welsh-speaking registrar.',
  },
  {
    ...official(SRC.niRegister),
    name: 'Certificates in Irish (Northern Ireland)',
    description:
      'In Northern Ireland, certificates for new registrations can be produced with headings in Irish, or in both English and Irish. Ask the district registrar.',
    website: SRC.niRegister,
  },
  {
    ...official(SRC.tellUsOnce),
    name: 'Tell Us Once for deaf and hard-of-hearing people',
    description:
      'Tell Us Once can be used through Relay UK if you cannot hear or speak on the phone, and through a British Sign Language (BSL) video relay service.',
    website: SRC.tellUsOnce,
  },
]

export const REQUIREMENTS: Note[] = [
  {
    ...official(SRC.registerEW),
    title: 'What to take when you register a death',
    body: [
      'The registrar will ask for the person’s full name (and any earlier names), date and place of birth, last address, occupation, and the name, date of birth and occupation of a surviving or late spouse or civil partner. They will also ask whether the person was getting a State Pension or other benefits.',
      'If you have them, bring the person’s birth certificate, marriage or civil partnership certificate, passport, driving licence, NHS medical card, Council Tax bill and proof of address. Ask the register office what to do if you do not have them.',
    ],
  },
  {
    ...official(SRC.probateEW),
    title: 'Value the estate before you apply for probate',
    body: [
      'Before applying for probate, you need to estimate the value of everything the person owned and owed, and find out whether Inheritance Tax is due. Even if no tax is due, you need the value for the application.',
    ],
  },
  {
    ...official(SRC.ihtThresholds),
    title: 'Inheritance Tax thresholds',
    body: [
      `Inheritance Tax is only due on the part of an estate above the tax-free threshold (the nil-rate band) of ${INHERITANCE_TAX.nilRateBand}. There is an extra residence nil-rate band of up to ${INHERITANCE_TAX.residenceNilRateBand} when a home is passed to children, grandchildren or other direct descendants. It is reduced for estates worth more than £2 million.`,
      'Any unused part of either threshold can be passed on to a surviving husband, wife or civil partner, for use when they die. Both thresholds are fixed at these levels until at least April 2030.',
    ],
  },
  {
    ...official(SRC.ihtPensionsNote),
    title: 'Pensions and Inheritance Tax from April 2027',
    body: [
      `For deaths on or after ${INHERITANCE_TAX.pensionsCountFrom}, most unused pension funds and pension death benefits count as part of the estate for Inheritance Tax. The law making this change (Finance Act 2026) received Royal Assent on 18 March 2026.`,
      `The executor or administrator will be responsible for reporting and paying any Inheritance Tax due on pensions. Death-in-service benefits from registered pension schemes are not included. This does not affect deaths before ${INHERITANCE_TAX.pensionsCountFrom}.`,
    ],
  },
  {
    ...checked(SRC.bspEligibility),
    title: 'Bereavement Support Payment if you were not married',
    body: [
      'Bereavement Support Payment can also be paid if you were living with your partner as if you were married, you were under State Pension age, and when they died you were getting (or were entitled to) Child Benefit for a child who lived with you, or you were pregnant. Your partner must have paid enough National Insurance, unless their death was caused by an accident at work or a disease caused by work.',
      'If you are not sure whether you can claim, call the Bereavement Service: it will check for you.',
    ],
  },
]

export const BANKS_AND_INSURERS: Note[] = [
  {
    ...official(SRC.probateEW),
    title: 'Each bank has its own rules',
    body: [
      'Contact each bank, building society or other organisation the person used to find out whether they will need to see probate (or confirmation in Scotland) before releasing money. Every organisation has its own rules and limits.',
      'Money in joint names usually passes straight to the surviving owner.',
    ],
  },
  {
    ...unofficial(SRC.deathNotificationService),
    title: 'Death Notification Service (banks and building societies)',
    body: [
      'The Death Notification Service is a free service run for its member banks, building societies and other firms. It is not a government service. You fill in one online form and it tells all the member organisations you choose about the death.',
      'Organisations that hold an account should write to you within 10 working days. If there is no account, they will not write back. You can also notify by phone on 0333 207 6574 (local rate).',
      'If money is needed urgently, for example for the funeral, speak to the bank directly as well.',
    ],
  },
  {
    ...official(SRC.ihtPay),
    title: 'Paying Inheritance Tax from the person’s accounts',
    body: [
      'Inheritance Tax can be paid from the person’s own bank accounts, including National Savings and Investments; ask the bank. If you pay it from your own money, you can claim it back from the estate once you have the grant of probate (or confirmation in Scotland).',
    ],
  },
  {
    ...unofficial(SRC.abiLifeClaims),
    title: 'Life insurance (Association of British Insurers)',
    body: [
      'The Association of British Insurers (ABI) is the trade body for insurers. Under guidance it agreed with insurers, the main beneficiary of a life policy in a straightforward estate can often be paid before probate, if they sign a declaration agreeing to repay the money if it turns out they were not entitled to it.',
      'Ask the insurer whether it does this. If you cannot find the policy papers, look for regular payments to an insurer on the person’s bank statements.',
    ],
  },
]

export const SUPPORT_SERVICES: Office[] = [
  {
    ...unofficial(SRC.cruse),
    name: 'Cruse Bereavement Support',
    description:
      'National charity offering free support to anyone who is grieving, by phone, online chat and in person. Its national helpline is free to call.',
    phone: '0808 808 1677',
    website: 'https://www.cruse.org.uk/',
  },
  {
    ...checked(SRC.samaritansNhs),
    name: 'Samaritans',
    description:
      'If you are struggling to cope, call Samaritans free on 116 123 to talk to someone in confidence. The line is open 24 hours a day, 365 days a year.',
    website: SRC.samaritans,
  },
]

import type { CountryInfo, Note, Office } from '../../schema'
import { REVIEWED, SRC } from './sources'
import { COUNTRIES } from '../../catalogue'

export const country: CountryInfo = {
  ...COUNTRIES.IE,
  description:
    'In Ireland one set of national rules covers registering a death, probate and inheritance tax. Deaths are registered with the HSE Civil Registration Service, estates are dealt with through the Probate Office and the District Probate Registries, and Revenue handles Capital Acquisitions Tax.',
}

export const nationalContacts: Office[] = [
  {
    name: 'Citizens Information Phone Service',
    description:
      'Free, confidential information on rights and entitlements after a death, including social welfare, tax and probate. You can also visit a local Citizens Information Centre.',
    phone: '0818 07 4000',
    website: SRC.ciPhoneService,
    source: SRC.ciPhoneService,
    reviewed: REVIEWED,
  },
  {
    name: 'Department of Social Protection: Widow’s, Widower’s or Surviving Civil Partner’s Pension Section',
    description:
      'Deals with the Widowed or Surviving Civil Partner Grant and the widow’s, widower’s or surviving civil partner’s pension. To stop or change another social welfare payment, contact the section that paid it (listed in the Social Welfare Phone Number Directory on gov.ie). The old bereavement grant is no longer paid; if you cannot afford a funeral, see the checklist for other help.',
    phone: '071 915 7100',
    phoneNote: 'Also 0818 200 400.',
    address: 'Pensions Services Office, College Road, Sligo',
    website: SRC.govBereavement,
    source: SRC.ciWidowedGrant,
    reviewed: REVIEWED,
  },
  {
    name: 'Revenue',
    description:
      'Tell Revenue about the death (by phone, in writing or through MyEnquiries). Revenue also deals with the Statement of Affairs (Probate) Form SA.2 that is needed before probate, and with Capital Acquisitions Tax on inheritances.',
    website: SRC.revenuePersonalRep,
    source: SRC.revenuePersonalRep,
    reviewed: REVIEWED,
  },
  {
    name: 'Probate Office (Courts Service)',
    description:
      'Issues grants of probate and letters of administration. Applications can also be made to the District Probate Registry for the area where the person lived. Most people use a solicitor, but you can apply yourself in straightforward cases.',
    website: SRC.courtsWhatIsProbate,
    source: SRC.courtsProbateOffices,
    reviewed: REVIEWED,
  },
  {
    name: 'General Register Office',
    description:
      'The central office for records of births, marriages and deaths. You can apply to it, or to any civil registration office, for a copy of a death certificate.',
    address: 'Government Offices, Convent Road, Roscommon',
    website: SRC.ciCertificates,
    source: SRC.groAbout,
    reviewed: REVIEWED,
  },
]

export const languageServices: Office[] = [
  {
    name: 'Citizens Information in Irish (Eolas don Saoránach)',
    description:
      'Citizens Information publishes its guides in Irish, including how to get a birth, marriage or death certificate.',
    website: SRC.ciCertificatesIrish,
    source: SRC.ciCertificatesIrish,
    reviewed: REVIEWED,
  },
  {
    name: 'An Coimisinéir Teanga: Irish in the courts',
    description:
      'You have the right to use Irish or English in any court and in any court document, and to be heard in the language you choose. An Coimisinéir Teanga explains these rights and deals with complaints about Irish-language services from public bodies.',
    website: SRC.irishInCourts,
    source: SRC.irishInCourts,
    reviewed: REVIEWED,
  },
  {
    name: 'Courts Service: services in Irish',
    description:
      'In 2025 the Courts Service published its first Irish-language strategy, aiming to offer the same service in Irish as in English, online, in person and by phone. If you want to deal with the Probate Office in Irish, say so when you first contact them.',
    website: SRC.courtsWhatIsProbate,
    source: SRC.courtsIrishStrategy,
    reviewed: REVIEWED,
    official: false,
  },
]

export const requirements: Note[] = [
  {
    title: 'What you need to register a death',
    body: [
      'The doctor who looked after the person during their last illness fills in Part 1 of the Death Notification Form. If the person died in hospital, the hospital posts the form to the next of kin.',
      'You fill in Part 2 (details such as date of birth, occupation and PPS number), bring photo ID to a civil registration office and sign the register in front of the registrar.',
      'Registering a death is free. Fees apply for death certificates.',
      'If a coroner held a post-mortem or inquest, the death is registered from the coroner’s certificate and you do not need the Death Notification Form.',
    ],
    source: SRC.hseRegisterDeath,
    reviewed: REVIEWED,
  },
  {
    title: 'Late registration',
    body: [
      'A death cannot be registered more than 12 months after it happened without written consent from the Superintendent Registrar.',
    ],
    source: SRC.act2004s40,
    reviewed: REVIEWED,
  },
  {
    title: 'When a solicitor is required for probate',
    body: [
      'You can apply for probate yourself in straightforward cases. The law requires a solicitor if, for example, the person applying is under 18, the original will is lost, there are questions about whether the will is valid, the next of kin disagree about the estate, or, in several situations, the person who died lived outside Ireland.',
      'Before applying, you file a Statement of Affairs (Probate) Form SA.2 online with Revenue (through myAccount or ROS). Revenue’s Notice of Acknowledgement goes in with your probate application.',
    ],
    source: SRC.courtsWhatIsProbate,
    reviewed: REVIEWED,
  },
]

export const banksAndInsurers: Note[] = [
  {
    title: 'Bank accounts',
    body: [
      'Once a bank is told about a death, an account in the person’s sole name is usually frozen. Money in a joint account with a husband or wife usually passes to the survivor without probate, but check with the bank.',
      'In 2019 the main retail banks, including AIB, Bank of Ireland and PTSB, signed a common commitment (through the Irish Banking Culture Board) to have a dedicated bereavement phone line and to help families use money in the person’s account to pay for the funeral. Ask the bank about this before paying the funeral bill.',
      'For small amounts, many banks release the money without a grant of probate if the next of kin sign an indemnity. There is no legal limit: each bank sets its own. The Courts Service says this is often possible for sole accounts under €20,000.',
    ],
    source: SRC.banksCommitment,
    reviewed: REVIEWED,
    official: false,
  },
  {
    title: 'Life insurance and old policies',
    body: [
      'Contact each insurer the person had a policy with and ask what they need to pay the claim. Usually this includes the death certificate, and sometimes the grant of probate.',
      'If you think there is a policy but cannot find it, ask the insurer. Unclaimed policies are transferred to the Dormant Accounts Fund, but the owner’s next of kin keep the right to claim the money at any time.',
    ],
    source: SRC.ciUnclaimedLifePolicies,
    reviewed: REVIEWED,
  },
]

export const supportServices: Office[] = [
  {
    name: 'Irish Hospice Foundation Bereavement Support Line',
    description:
      'A free, confidential phone line for anyone who is grieving, whether the death was recent or long ago. Run with the HSE.',
    phone: '1800 80 70 77',
    phoneNote: 'Monday to Friday, 10am to 1pm. Freephone.',
    website: SRC.ihfSupportLine,
    source: SRC.ihfSupportLine,
    reviewed: REVIEWED,
    official: false,
  },
  {
    name: 'Samaritans Ireland',
    description:
      'Someone to talk to, day or night, if you are struggling to cope. Call free on 116 123 from any phone in Ireland, or email jo@samaritans.ie. (The number is shown here in words because it is a special short number.)',
    website: SRC.samaritansIreland,
    source: SRC.samaritansIreland,
    reviewed: REVIEWED,
    official: false,
  },
  {
    name: 'Citizens Information',
    description:
      'Free, impartial help with forms and entitlements after a death, by phone on 0818 07 4000 or at a local Citizens Information Centre.',
    phone: '0818 07 4000',
    website: SRC.ciPhoneService,
    source: SRC.ciPhoneService,
    reviewed: REVIEWED,
  },
]

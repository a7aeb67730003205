import type { RegionProfile } from '../../schema'
import { REVIEWED, SRC } from './sources'

/** Ireland is one catalogue region: one national law for registration, probate and tax. */
export const ireland: RegionProfile = {
  code: 'ie',
  name: 'Ireland',
  abbreviation: 'IE',
  registry: {
    name: 'Civil Registration Service (HSE)',
    description:
      'The HSE runs the local civil registration offices where deaths are registered and death certificates are issued. You can register a death at any civil registration office in Ireland, not only the one near where the person died. The General Register Office keeps the national records.',
    website: SRC.hseRegisterDeath,
    source: SRC.hseRegisterDeath,
    reviewed: REVIEWED,
  },
  // The 2024 Act's 28 days is not confirmed as commenced on any official page, and these dates go into families'
  // plans, so the plan uses the rule the HSE states today; the note below tells of the coming change.
  registrationDeadline: {
    amount: 3,
    unit: 'months',
    from: 'death',
    text: 'Register the death as soon as you can, and within 3 months of the death. A 2024 law will shorten this to 28 days once it takes effect: the registrar can tell you which rule applies.',
    source: SRC.hseRegisterDeath,
    reviewed: '2026-11-24',
  },
  registeredBy:
    'a relative of the person who died (or, if there is none, another qualified informant such as someone present at the death); the funeral director can explain how',
  probateCourt: {
    name: 'Probate Office (High Court) and the District Probate Registries',
    description:
      'The Probate Office in Dublin deals with grants for anyone who left property in Ireland. There are also 14 District Probate Registries, attached to Circuit Court offices outside Dublin; you can apply to one of these if the person who died had a fixed home in its area.',
    website: SRC.courtsWhatIsProbate,
    source: SRC.courtsProbateOffices,
    reviewed: REVIEWED,
  },
  smallEstate: {
    amount: 20000,
    currency: 'EUR',
    text: 'There is no legal small-estate limit in Ireland. Banks set their own limits: the Courts Service says a bank may not need a grant of probate for money in an account in the person’s sole name of under €20,000. Each bank or credit union decides, so ask them first.',
    isPolicy: true,
    source: SRC.courtsWhatIsProbate,
    reviewed: REVIEWED,
  },
  otherOffices: [
    {
      name: 'General Register Office (Oifig an Ard-Chláraitheora)',
      description:
        'Keeps the national registers of births, marriages and deaths and oversees the civil registration service. You can get a copy of a death certificate from any civil registration office or from the General Register Office.',
      address: 'Government Offices, Convent Road, Roscommon',
      website: SRC.ciCertificates,
      source: SRC.groAbout,
      reviewed: REVIEWED,
    },
    {
      name: 'Coroner',
      description:
        'Sudden, unexpected or unnatural deaths, and deaths where a doctor had not seen the person within 28 days, must be reported to the coroner. Usually the Gardaí or the doctor do this. If there is a post-mortem, the coroner can give an interim certificate of the fact of death, which banks and others accept until the death is registered.',
      website: SRC.coronerFaq,
      source: SRC.coronerFaq,
      reviewed: REVIEWED,
    },
    {
      name: 'Revenue (Capital Acquisitions Tax and the deceased’s tax)',
      description:
        'Revenue must be told about the death. The personal representative settles the person’s tax up to the date of death, and people who inherit may owe Capital Acquisitions Tax (inheritance tax).',
      website: SRC.revenuePersonalRep,
      source: SRC.revenuePersonalRep,
      reviewed: REVIEWED,
    },
    {
      name: 'Tailte Éireann (Land Registry)',
      description:
        'Keeps the register of land and property ownership. After a grant of probate, the personal representative applies to have the property registered in the name of the person entitled to it.',
      website: SRC.tailteTransmission,
      source: SRC.tailteTransmission,
      reviewed: REVIEWED,
    },
  ],
  notes: [
    {
      title: 'The time limit for registering a death is changing',
      body: [
        'The rule in force, as the HSE and gov.ie state it, is that a relative must register a death within 3 months.',
        'The Civil Registration (Electronic Registration) Act 2024 will shorten this to 28 days from the date of death once that part of the Act comes into force. Registering sooner is always fine, and the registrar can tell you which rule applies.',
      ],
      source: SRC.act2024s11,
      reviewed: REVIEWED,
    },
    {
      title: 'A husband or wife has a legal right to part of the estate',
      body: [
        'If there is a will, the surviving husband or wife has a legal right to one-half of the estate if there are no children, or one-third if there are children. This right comes before what the will says.',
        'Ask a solicitor how this applies in your case, including for a civil partner.',
      ],
      source: SRC.successionActPartIX,
      reviewed: REVIEWED,
    },
    {
      title: 'Children who feel left out of a will must act quickly',
      body: [
        'A child who feels a parent’s will did not make proper provision for them can ask the court to look at it (a "section 117" application).',
        'The time limit is short: six months from the date the grant of probate is first issued. Anyone thinking about this should get legal advice straight away.',
      ],
      source: SRC.section117TimeLimit,
      reviewed: REVIEWED,
      official: false,
    },
  ],
}

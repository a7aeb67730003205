import type { Office, RegionProfile } from '../../schema'
import { REVIEWED, SOURCES } from './sources'

/** Births, Deaths and Marriages: the national registry (Te Tari Taiwhenua | Department of Internal Affairs). */
export const BDM: Office = {
  name: 'Births, Deaths and Marriages (Te Tari Taiwhenua | Department of Internal Affairs)',
  description:
    'Registers every death in New Zealand and issues death certificates. Registering a death is free; there is a fee for a death certificate.',
  phone: '0800 22 52 52',
  phoneNote: 'Freephone within New Zealand. Ask here for the BDM28 form if no funeral director is involved.',
  website: SOURCES.govtRegisterDeath,
  source: SOURCES.communityLawRegistering,
  reviewed: REVIEWED,
  official: false,
}

/** The Ministry of Justice contact centre answers for every court, including the High Court registries. */
export const COURTS_PHONE = '0800 268 787'
export const COURTS_PHONE_NOTE = 'Ministry of Justice contact centre (0800 COURTS), which answers for all courts'

export const HIGH_COURT: Office = {
  name: 'High Court of New Zealand | Te Kōti Matua o Aotearoa',
  description:
    'Grants probate (when there is a will) and letters of administration (when there is no will). Applications can be filed online through the Ministry of Justice File and Pay service, but the original will must still be sent to the court.',
  phone: COURTS_PHONE,
  phoneNote: COURTS_PHONE_NOTE,
  website: SOURCES.justiceProbate,
  source: SOURCES.justiceProbate,
  reviewed: REVIEWED,
}

export const PUBLIC_TRUST: Office = {
  name: 'Public Trust',
  description:
    'A Crown entity that can act as executor or administrator of an estate, and may hold a copy of a will it prepared. It charges fees for its services.',
  phone: '0800 371 471',
  phoneNote: 'Mon-Fri 8am-5.30pm. From overseas: +64 3 977 7956',
  website: 'https://www.publictrust.co.nz/',
  source: SOURCES.publicTrustContact,
  reviewed: REVIEWED,
}

export const INLAND_REVENUE: Office = {
  name: 'Inland Revenue | Te Tari Taake',
  description:
    'Tell Inland Revenue about the death and ask what tax returns are needed. If Inland Revenue owes the person a refund and there is no will, probate or letters of administration, a close family member can apply with the IR625 form, which has its own upper limit.',
  website: SOURCES.irdDeceased,
  source: SOURCES.irdRefundIr625,
  reviewed: REVIEWED,
}

export const MAORI_LAND_COURT: Office = {
  name: 'Māori Land Court | Te Kooti Whenua Māori',
  description:
    'Decides who succeeds to a person’s interests in Māori land. Simple, uncontested succession applications can be decided by a registrar without a court sitting.',
  website: SOURCES.maoriLandCourtHome,
  source: SOURCES.maoriLandCourt,
  reviewed: REVIEWED,
}

export const CORONIAL_SERVICES: Office = {
  name: 'Coronial Services | Ministry of Justice',
  description:
    'Explains what happens when a death is referred to a coroner: the police always inform a coroner of a sudden, violent or unexplained death.',
  website: SOURCES.coronialServices,
  source: SOURCES.coronialServices,
  reviewed: REVIEWED,
}

export const LINZ: Office = {
  name: 'Toitū Te Whenua Land Information New Zealand (LINZ)',
  description:
    'Keeps the land title register. A “transmission” must be registered on the title after a death before the land can be sold or transferred. A lawyer or conveyancer usually does this.',
  website: SOURCES.linzTransmission,
  source: SOURCES.linzTransmission,
  reviewed: REVIEWED,
}

export const NZ_REGION: RegionProfile = {
  code: 'nz',
  name: 'New Zealand',
  abbreviation: 'NZ',
  registry: BDM,
  registrationDeadline: {
    amount: 3,
    unit: 'working-days',
    from: 'burial-or-cremation',
    text: 'Register the death with Births, Deaths and Marriages within 3 working days after the burial or cremation',
    source: SOURCES.govtRegisterDeath,
    reviewed: REVIEWED,
  },
  registeredBy:
    'the funeral director, or, if there is no funeral director, the person arranging the burial or cremation',
  probateCourt: HIGH_COURT,
  smallEstate: {
    amount: 40000,
    currency: 'NZD',
    text: 'Since 24 September 2025 the law (Administration Act 1969, section 65) lets banks, KiwiSaver and other superannuation providers, employers and some other organisations pay out up to $40,000 each to a partner, child or other entitled person without probate. They are allowed to, not required to: each organisation decides and asks for its own forms and proof. The limit for shares and government stock is still $15,000, and land or a house in the person’s sole name always needs probate or letters of administration.',
    isPolicy: false,
    source: SOURCES.smallEstateThreshold,
    noOfficialPage: 'https://www.legislation.govt.nz/act/public/1969/0052/latest/whole.html',
    reviewed: REVIEWED,
    official: false,
  },
  otherOffices: [PUBLIC_TRUST, INLAND_REVENUE, MAORI_LAND_COURT, CORONIAL_SERVICES, LINZ],
  notes: [
    {
      title: 'Registering the death',
      body: [
        'In most cases the funeral director registers the death with Births, Deaths and Marriages. You give them the personal details they need.',
        'If you arrange the burial or cremation yourself, you must send the form “Notification of death for registration” (BDM28) within 3 working days after the burial or cremation, with the doctor’s or nurse’s cause-of-death certificate or the coroner’s release.',
        'Registering is free. A death certificate costs a fee; you can order it on the same form or later.',
      ],
      source: SOURCES.govtRegisterDeath,
      reviewed: REVIEWED,
    },
    {
      title: 'When the High Court is needed',
      body: [
        'If the person owned land or a house in their sole name, the executor usually needs probate (with a will) or the next of kin needs letters of administration (without a will) from the High Court.',
        'If there was no land and only small amounts are held by each bank or fund, you may not need the court at all. The Ministry of Justice suggests first asking each bank, insurer and fund what they hold and what they need.',
      ],
      source: SOURCES.justiceProbate,
      reviewed: REVIEWED,
    },
    {
      title: 'Small estates: up to $40,000 without probate',
      body: [
        'From 24 September 2025 the amount a bank, KiwiSaver provider, employer or some other organisations may pay out without probate rose from $15,000 to $40,000 for each organisation.',
        'This is permission, not a right: the organisation decides, and will usually ask for a death certificate, identification and a signed claim or indemnity form.',
        'The $15,000 limit still applies to company shares and government or local authority stock. Land or a house in the person’s sole name still needs a grant from the High Court.',
      ],
      source: SOURCES.smallEstateThreshold,
      reviewed: REVIEWED,
      official: false,
    },
    {
      title: 'If the coroner is involved',
      body: [
        'The police always inform a coroner when someone dies suddenly, violently or in unclear circumstances, and a doctor refers a death to the coroner if unsure of the cause.',
        'The body cannot be buried or cremated until the coroner releases it. Coronial Services explains the family’s rights, including being kept informed.',
      ],
      source: SOURCES.coronialServices,
      reviewed: REVIEWED,
    },
    {
      title: 'A surviving partner’s choice (option A or B)',
      body: [
        'A surviving spouse, civil union or de facto partner can choose to divide relationship property under the Property (Relationships) Act 1976 (option A) or to take what the will or the intestacy rules give them (option B).',
        'The choice must be made in writing, with a lawyer’s certificate, usually within 6 months of the death or of the grant of probate or administration. If no choice is made, option B applies. Talk to a lawyer early.',
      ],
      source: SOURCES.relationshipPropertyOptions,
      reviewed: REVIEWED,
      official: false,
    },
    {
      title: 'Claims against the estate',
      body: [
        'Family members who feel they were not properly provided for may make a claim under the Family Protection Act 1955, usually within 12 months of the grant of probate.',
        'For this reason executors are usually advised not to distribute the estate within 6 months of the grant. Check with the estate’s lawyer.',
      ],
      source: SOURCES.familyProtectionClaims,
      reviewed: REVIEWED,
      official: false,
    },
  ],
}

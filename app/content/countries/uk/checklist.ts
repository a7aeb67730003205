import type { Deadline, Office, RegionProfile, TaskTemplate } from '../../schema'
import { jurisdictionOf, type Jurisdiction } from './regions'
import { REVIEWED, SRC, official, unofficial } from './sources'
import { INHERITANCE_TAX, INHERITANCE_TAX_HELPLINE, inheritanceTaxDeadline } from './inheritance-tax'

/**
 * The national checklist templates. Each one is a function of the nation, so the same task (same key)
 * appears in every nation with that nation's office, deadline and rules.
 */

/** 'Local register office' inside a sentence: 'registered at a local register office'. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** 'Name: phone' for a contact line, or just the name when no phone number was verified. */
export function contactLine(office: Office): string {
  return office.phone ? `${office.name}: ${office.phone}` : office.name
}

const DWP_BEREAVEMENT = 'DWP Bereavement Service: 0800 151 2012 (Welsh: 0800 731 0453)'
const NI_BEREAVEMENT = 'Northern Ireland Bereavement Service: 0800 085 2463'

function registerDeath(region: RegionProfile): TaskTemplate {
  const j = jurisdictionOf(region)
  const days = region.registrationDeadline?.amount
  const steps: Record<Jurisdiction, string[]> = {
    'england-wales': [
      'Wait for the doctor’s medical certificate of cause of death. Most deaths are first checked by a medical examiner, who may phone you.',
      'Contact a register office. You can use any office in England or Wales, but the one where the person died is quickest.',
      'Take the person’s details and any documents you have (birth and marriage certificates, passport, NHS card, proof of address).',
      'The registrar gives you a certificate for burial, or an application for cremation (sometimes called the “green form”). Give it to the funeral director.',
      'If the death has been referred to a coroner, wait until the coroner or register office tells you that you can register.',
    ],
    scotland: [
      'The doctor sends the medical certificate of cause of death straight to the registration office you choose. Tell the doctor or funeral director which office you will use.',
      'Contact any registration office in Scotland to arrange registration. Many offices do this by phone.',
      'Have the person’s birth and marriage certificates and NHS number if you can find them, but do not delay if you cannot.',
      'The registrar sends the certificate of registration of death (form 14) to the funeral director.',
    ],
    'northern-ireland': [
      'Contact any district registration office in Northern Ireland. Your funeral director can help arrange this.',
      'Have the details ready: the person’s full name, address, date and place of birth and death, marital status, occupation, their spouse’s or civil partner’s name, and their GP’s name and address.',
      'If the person had a Northern Ireland Civil Service or teacher’s pension, have its details ready too.',
      'If the death has been referred to the coroner, the registrar will tell you when you can register.',
    ],
  }
  return {
    ...official(region.registry.source),
    key: 'register-death',
    title: days ? `Register the death within ${days} days` : 'Register the death',
    description: `Every death in ${region.name} must be registered at a ${lowerFirst(region.registry.name)}. It is usually done by ${region.registeredBy}.`,
    category: 'government',
    priority: 'urgent',
    estimatedDuration: '1-2 hours',
    steps: steps[j],
    contacts: [contactLine(region.registry)],
    ...(region.registrationDeadline ? { deadline: region.registrationDeadline } : {}),
  }
}

function orderDeathCertificates(region: RegionProfile): TaskTemplate {
  const j = jurisdictionOf(region)
  const source: Record<Jurisdiction, string> = {
    'england-wales': SRC.registerEW,
    scotland: SRC.dumgalRegister,
    'northern-ireland': SRC.ardsRegister,
  }
  const costStep: Record<Jurisdiction, string> = {
    'england-wales': 'Ask the registrar for certified copies when you register. There is a fee for each copy.',
    scotland:
      'You get an abbreviated death certificate free when the death is registered. Full copies (extracts) cost a fee; ask the registrar for them.',
    'northern-ireland': 'Ask the registrar for certified copies when you register. There is a fee for each copy.',
  }
  return {
    ...official(source[j]),
    key: 'order-death-certificates',
    title: 'Get copies of the death certificate',
    description:
      'Banks, pension providers, insurers and the probate or confirmation application usually need to see a certified copy of the death certificate, not a photocopy.',
    category: 'general',
    priority: 'high',
    estimatedDuration: '1 day',
    steps: [
      'Count the organisations likely to ask for a certificate: banks, pension providers, insurers and the court.',
      costStep[j],
      'Keep a note of where you send each copy, and ask for it back if you can.',
    ],
    contacts: [contactLine(region.registry)],
  }
}

function arrangeFuneral(region: RegionProfile): TaskTemplate {
  const j = jurisdictionOf(region)
  const formStep: Record<Jurisdiction, string> = {
    'england-wales':
      'When you register the death you get a certificate for burial, or an application for cremation to fill in. Give it to the funeral director or crematorium: the funeral cannot take place without it.',
    scotland:
      'The burial or cremation can only take place after the death has been registered. The registrar sends form 14 to the funeral director.',
    'northern-ireland':
      'Register the death as soon as you can so the funeral can go ahead. If the death has been referred to the coroner, do not fix a date until the coroner agrees.',
  }
  const source: Record<Jurisdiction, string> = {
    'england-wales': SRC.bspAmounts,
    scotland: SRC.shetlandRegister,
    'northern-ireland': SRC.niRegister,
  }
  return {
    ...official(source[j]),
    key: 'arrange-funeral',
    title: 'Arrange the funeral',
    description:
      'Most families use a funeral director, who can guide you through the choices. Take your time where you can: few decisions have to be made on the first day.',
    category: 'funeral',
    priority: 'high',
    estimatedDuration: '1-2 weeks',
    steps: [
      'Look for any funeral plan, or wishes the person wrote down or mentioned in their will.',
      'Contact a funeral director. Ask about prices before you agree to anything.',
      formStep[j],
      'Tell family and friends the date, time and place once it is fixed.',
    ],
    contacts: [contactLine(region.registry)],
  }
}

function helpWithFuneralCosts(region: RegionProfile): TaskTemplate {
  const j = jurisdictionOf(region)
  const scheme: Record<Jurisdiction, { name: string; who: string; source: string; contact: string }> = {
    'england-wales': {
      name: 'Funeral Expenses Payment',
      who: 'the Department for Work and Pensions',
      source: SRC.lancsFuneralPayment,
      contact: DWP_BEREAVEMENT,
    },
    scotland: {
      name: 'Funeral Support Payment',
      who: 'Social Security Scotland',
      source: SRC.falkirkFuneralSupport,
      contact: 'Social Security Scotland: see mygov.scot/funeral-support-payment',
    },
    'northern-ireland': {
      name: 'Funeral Expenses Payment',
      who: 'the Department for Communities',
      source: SRC.niFuneralPayment,
      contact: NI_BEREAVEMENT,
    },
  }
  const s = scheme[j]
  const deadline: Deadline = {
    ...official(s.source),
    amount: 6,
    unit: 'months',
    from: 'burial-or-cremation',
    text: `Apply for a ${s.name} within 6 months of the funeral`,
  }
  return {
    ...official(s.source),
    key: 'help-with-funeral-costs',
    title: 'Check for help with funeral costs',
    description: `If you are arranging the funeral and you or your partner get certain benefits (such as Universal Credit, Pension Credit or Housing Benefit), you may get a ${s.name} from ${s.who}. It usually covers only part of the cost.`,
    category: 'financial',
    priority: 'medium',
    estimatedDuration: '1-2 hours',
    steps: [
      'Check whether you or your partner get a qualifying benefit. You can still apply while you wait for a benefit decision.',
      'Check whether the person had a funeral plan, insurance or money that can pay for the funeral.',
      ...(j === 'england-wales'
        ? ['To claim before the funeral, you need the funeral director’s invoice or signed contract (not an estimate).']
        : []),
      `Apply for the ${s.name} within 6 months of the funeral.`,
    ],
    contacts: [s.contact],
    deadline,
  }
}

function notifyGovernment(region: RegionProfile): TaskTemplate {
  const j = jurisdictionOf(region)
  if (j === 'northern-ireland') {
    return {
      ...official(SRC.tellUsOnce),
      key: 'notify-government-services',
      title: 'Tell government organisations about the death',
      description:
        'The Tell Us Once service is not available in Northern Ireland, so you need to tell each government organisation yourself. NI Direct lists who to tell.',
      category: 'government',
      priority: 'high',
      estimatedDuration: '2-3 hours',
      steps: [
        'Call the Northern Ireland Bereavement Service about the person’s benefits and State Pension.',
        'Tell HMRC about the death (see the tax task).',
        'Use NI Direct’s guidance on who to tell about a death for passports, driving licences and council services.',
        'Keep a list of who you have told and when.',
      ],
      contacts: [NI_BEREAVEMENT],
    }
  }
  return {
    ...official(SRC.tellUsOnce),
    key: 'notify-government-services',
    title: 'Use Tell Us Once to tell government',
    description:
      'Tell Us Once lets you report the death to most government organisations in one go. The registrar explains it when you register and either does it with you or gives you a reference number. Use the service within 28 days of getting the number.',
    category: 'government',
    priority: 'high',
    estimatedDuration: '30-60 minutes',
    steps: [
      'Ask the registrar about Tell Us Once when you register the death.',
      'Have the person’s National Insurance number, date of birth, and any passport, driving licence or Blue Badge to hand.',
      'Have the name and address of the executor or administrator, and of the surviving spouse or civil partner or next of kin.',
      'Use the reference number online or by phone within 28 days of getting it.',
    ],
    contacts: ['Tell Us Once: the registrar gives you the number to call'],
  }
}

function notifyTaxOffice(region: RegionProfile): TaskTemplate {
  const ni = jurisdictionOf(region) === 'northern-ireland'
  return {
    ...official(SRC.hmrcReturns),
    key: 'notify-tax-office',
    title: 'Tell HMRC and sort out the person’s tax',
    description:
      'HM Revenue and Customs needs to know about the death so it can work out the person’s final tax. The person may have tax to pay or a refund due.',
    category: 'government',
    priority: 'medium',
    estimatedDuration: '1 hour, then follow-up',
    steps: [
      ni
        ? 'Contact HMRC yourself: Tell Us Once is not available in Northern Ireland.'
        : 'If you used Tell Us Once, HMRC has been told and you do not need to contact it separately. If not, contact HMRC yourself.',
      'Tell HMRC the date of death, who to contact, and one of: the person’s National Insurance number, Unique Taxpayer Reference, full address, or last employer or pension provider.',
      'HMRC will tell you if a Self Assessment tax return is needed and send you the form.',
      'Call HMRC’s Bereavement helpline (number on GOV.UK) if you need help with the return or cannot find the records.',
    ],
    contacts: ['HM Revenue and Customs (HMRC) Bereavement helpline: see GOV.UK'],
  }
}

function bereavementSupportPayment(region: RegionProfile): TaskTemplate {
  const ni = jurisdictionOf(region) === 'northern-ireland'
  const source = ni ? SRC.niBsp : SRC.bspAmounts
  return {
    ...official(source),
    key: 'claim-bereavement-support-payment',
    title: 'Claim Bereavement Support Payment if your partner died',
    description:
      'If your husband, wife or civil partner died and you were under State Pension age, you may get a first payment of £2,500 or £3,500 and up to 18 monthly payments. You do not need to be getting other benefits. Claim within 3 months of the death to get the full amount.',
    category: 'financial',
    priority: 'high',
    estimatedDuration: '1 hour',
    steps: [
      'Check whether you qualify: your partner must have paid enough National Insurance contributions. Some unmarried parents who lived together can also claim: ask.',
      'Have ready your National Insurance number, your bank details, the date of death and your partner’s National Insurance number.',
      ni
        ? 'Apply online, or call the Northern Ireland Bereavement Service.'
        : 'Apply online, by phone to the Bereavement Service, or by post on form BSP1.',
      'Claim within 3 months of the death for the full amount. You can claim up to 21 months after the death, but you will get less.',
    ],
    contacts: [ni ? NI_BEREAVEMENT : DWP_BEREAVEMENT],
    deadline: {
      ...official(source),
      amount: 3,
      unit: 'months',
      from: 'death',
      text: 'Claim Bereavement Support Payment within 3 months of the death to get the full amount (claims are possible up to 21 months after, for less)',
    },
  }
}

function findTheWill(region: RegionProfile): TaskTemplate {
  const j = jurisdictionOf(region)
  const source: Record<Jurisdiction, string> = {
    'england-wales': SRC.probateApplyEW,
    scotland: SRC.scotGovSmallEstates,
    'northern-ireland': SRC.niProbate,
  }
  const noWill: Record<Jurisdiction, string> = {
    'england-wales':
      'If there is no will, the closest living relative can usually apply for “letters of administration” instead of probate.',
    scotland:
      'If there is no will, the steps for confirmation are different; the sheriff clerk can explain them for a small estate.',
    'northern-ireland':
      'If there is no will, a close relative can apply for a “grant of letters of administration” instead of probate.',
  }
  return {
    ...official(source[j]),
    key: 'find-the-will',
    title: 'Find the will',
    description:
      'The will says who the executors are and who inherits. The original will (not a copy) and any later additions, called codicils, are needed to apply for the grant.',
    category: 'legal',
    priority: 'high',
    estimatedDuration: '1-7 days',
    steps: [
      'Look through the person’s papers for the original will and any codicils.',
      'If it is not at home, ask any solicitor the person used.',
      'Keep the original safe. Do not remove staples or take it apart: the court keeps the original.',
      noWill[j],
    ],
    contacts: [contactLine(region.probateCourt)],
  }
}

function valueTheEstate(): TaskTemplate {
  return {
    ...official(SRC.ihtPay),
    key: 'value-estate-and-inheritance-tax',
    title: 'Value the estate and check for Inheritance Tax',
    description:
      'Before applying for the grant you need a value for everything the person owned and owed on the day they died, and to find out whether Inheritance Tax is due.',
    category: 'estate',
    priority: 'high',
    estimatedDuration: '2-8 weeks',
    steps: [
      'List what the person owned (home, bank accounts, investments, belongings) and owed (mortgage, bills, funeral) on the date of death.',
      'Ask each bank, pension provider and insurer for the value on the date of death.',
      `Compare the total with the tax-free threshold: ${INHERITANCE_TAX.nilRateBand}, plus up to ${INHERITANCE_TAX.residenceNilRateBand} more if a home passes to children or grandchildren.`,
      `If tax is due, get an Inheritance Tax reference and pay ${INHERITANCE_TAX.paymentDeadline}. You can pay on account before you know the exact amount.`,
      `For deaths on or after ${INHERITANCE_TAX.pensionsCountFrom}, unused pension funds also count towards the estate.`,
    ],
    contacts: [INHERITANCE_TAX_HELPLINE],
    deadline: inheritanceTaxDeadline(' (for example, by 31 July for a death in January)'),
  }
}

function applyForProbate(region: RegionProfile): TaskTemplate {
  const j = jurisdictionOf(region)
  const court = region.probateCourt
  const byJurisdiction: Record<Jurisdiction, { title: string; description: string; source: string; steps: string[] }> =
    {
      'england-wales': {
        title: 'Apply for probate if it is needed',
        description:
          'Probate gives the executor the legal right to deal with the person’s money, property and belongings. If there is no will, the closest relative applies for letters of administration in the same way.',
        source: SRC.probateEW,
        steps: [
          'Ask each bank and other organisation whether they need to see probate. Every organisation has its own rules.',
          'Value the estate and report it to HMRC before you apply.',
          'Apply online, or by post on form PA1P (with a will) or PA1A (without a will).',
          'Send the original will and any codicils when asked. The probate registry keeps them.',
          'There is no application fee if the estate is worth £5,000 or less. Check the current fee on GOV.UK before you apply.',
        ],
      },
      scotland: {
        title: 'Apply for confirmation if it is needed',
        description:
          'In Scotland, executors apply to the sheriff court for “confirmation”, which gives them the right to collect and pass on the estate. It is only needed if a bank or other holder of the money asks for it.',
        source: SRC.sctsSmallEstates,
        steps: [
          'Ask each bank and other organisation whether they need to see confirmation.',
          'Work out the total value of the estate before taking off any debts.',
          'If it is £36,000 or less, contact the sheriff clerk’s office in the area where the person lived for free help to prepare the inventory (form C1). Fill in the small estate checklist before the appointment.',
          'The sheriff clerk’s free help is only for small estates. For a larger estate, ask a solicitor or the sheriff clerk how to apply.',
        ],
      },
      'northern-ireland': {
        title: 'Apply for a grant of probate if it is needed',
        description:
          'A grant of probate (with a will) or letters of administration (without a will) gives the right to deal with the estate. In Northern Ireland it comes from the Probate Office of the High Court in Belfast.',
        source: SRC.niProbate,
        steps: [
          'A grant is almost always needed if the person left £20,000 or more, stocks or shares, certain insurance policies, or property or land in their own name.',
          'Contact each bank or building society to ask whether it will release money without a grant.',
          'Value the estate first. For deaths from 1 January 2022, most estates with no Inheritance Tax to pay use the Estate Summary Form (NIPF7) instead of an HMRC form.',
          'Apply online through NI Direct or by post, yourself as a personal applicant or through a solicitor. Personal applicants need the death certificate and a certified copy of their photo ID.',
          'Have the original will and any codicils ready: every executor who applies must initial the original will.',
        ],
      },
    }
  const p = byJurisdiction[j]
  return {
    ...official(p.source),
    key: 'apply-for-probate',
    title: p.title,
    description: p.description,
    category: 'estate',
    priority: 'high',
    estimatedDuration: 'Several weeks to a few months',
    steps: p.steps,
    contacts: [contactLine(court)],
  }
}

function notifyBanks(region: RegionProfile): TaskTemplate {
  return {
    ...unofficial(SRC.deathNotificationService),
    key: 'notify-banks',
    title: 'Tell the banks and building societies',
    description: `Each bank needs to know about the death so it can update its records and tell you what it needs. ${region.smallEstate.text}`,
    category: 'financial',
    priority: 'high',
    estimatedDuration: '1-2 hours',
    steps: [
      'Make a list of the person’s accounts from statements, cards and letters.',
      'Use the free Death Notification Service to tell several member banks and building societies at once (it is not a government service).',
      'Contact any bank that is not a member, or any bank where money is needed urgently (for example, for the funeral), directly.',
      'Each bank that holds an account should write back within about 10 working days with its next steps.',
    ],
    contacts: ['Death Notification Service (not government): 0333 207 6574'],
  }
}

function insuranceAndPensions(_region: RegionProfile): TaskTemplate {
  return {
    ...unofficial(SRC.abiLifeClaims),
    key: 'check-insurance-and-pensions',
    title: 'Contact insurers and pension providers',
    description:
      'Life insurance and workplace or private pensions may pay out to the family or the estate. Home and car insurers also need to know.',
    category: 'financial',
    priority: 'medium',
    estimatedDuration: '2-4 hours',
    steps: [
      'Look through papers and bank statements for regular payments to insurers and pension schemes.',
      'Contact each insurer and pension provider, with a copy of the death certificate.',
      'Ask a life insurer whether it can pay the main beneficiary before probate if they sign a declaration to repay if they turn out not to be entitled.',
      'Check for home or car insurance in the person’s name and tell those insurers too.',
    ],
    contacts: ['Association of British Insurers (trade body; contact each insurer directly)'],
  }
}

function lookAfterYourself(_region: RegionProfile): TaskTemplate {
  return {
    ...unofficial(SRC.cruse),
    key: 'look-after-yourself',
    title: 'Look after yourself',
    description:
      'Grief can be exhausting. There is no right way to feel, and the paperwork can wait while you rest. Free support is there if you want it.',
    category: 'personal',
    priority: 'low',
    estimatedDuration: 'Ongoing',
    steps: [
      'Share the tasks: ask family or friends to take on some of them.',
      'Call Cruse Bereavement Support’s free helpline if you would like to talk to someone about your grief.',
      'If you are struggling to cope, call Samaritans free on 116 123, any time.',
    ],
    contacts: ['Cruse Bereavement Support: 0808 808 1677', 'Samaritans: 116 123 (free, 24 hours)'],
  }
}

export function ukChecklist(region: RegionProfile): TaskTemplate[] {
  return [
    registerDeath(region),
    orderDeathCertificates(region),
    arrangeFuneral(region),
    helpWithFuneralCosts(region),
    notifyGovernment(region),
    bereavementSupportPayment(region),
    findTheWill(region),
    notifyBanks(region),
    notifyTaxOffice(region),
    valueTheEstate(),
    applyForProbate(region),
    insuranceAndPensions(region),
    lookAfterYourself(region),
  ]
}

export { REVIEWED }

import type { Office, RegionProfile, TaskTemplate } from '../../schema'
import { VETERANS_AFFAIRS, WORK_AND_INCOME, WORK_AND_INCOME_SENIORS } from './national'
import { REVIEWED, SOURCES } from './sources'

/** 'Name: phone' for a contact line, or just the name when no number was verified. */
function contact(office: Office): string {
  return office.phone ? `${office.name}: ${office.phone}` : office.name
}

function money(amount: number): string {
  return `$${amount.toLocaleString('en-NZ')}`
}

function smallEstateSentence(region: RegionProfile): string {
  const { amount } = region.smallEstate
  return amount === null
    ? region.smallEstate.text
    : `Banks, KiwiSaver providers and some other organisations may pay out up to ${money(amount)} each without probate, but they decide, not you.`
}

function registrationSentence(region: RegionProfile): string {
  return region.registrationDeadline
    ? `${region.registrationDeadline.text}.`
    : 'Register the death with the registry as soon as you can.'
}

/** The checklist every New Zealand user starts from, filled in with the region's own facts. */
export function buildChecklist(region: RegionProfile): TaskTemplate[] {
  return [...firstDaysTasks(region), ...supportAndOfficesTasks(), ...estateTasks(region), ...yourselfTasks()]
}

/** The first days: the certificate of cause of death, the funeral, and registering the death. */
function firstDaysTasks(region: RegionProfile): TaskTemplate[] {
  const registry = contact(region.registry)
  return [
    {
      key: 'get-cause-of-death-certificate',
      title: 'Get the medical certificate of cause of death',
      description:
        'Before a burial or cremation, a doctor or nurse must certify the cause of death, or the coroner must release the body. If the death was sudden or unexplained, the police and coroner will be involved.',
      category: 'legal',
      priority: 'urgent',
      estimatedDuration: '1-2 days',
      steps: [
        'If the person died at home, call their doctor. If they died in hospital or a rest home, staff will usually arrange this.',
        'Call 111 if anyone is in danger. If the death was sudden, violent or unexplained, the police or the doctor will tell the coroner.',
        'Ask for a copy of the certificate (HP4720) or the coroner’s release (Cor 3). The funeral director will need it.',
        'If the coroner is involved, ask Coronial Services what to expect and when the body can be released.',
      ],
      contacts: ['Coronial Services: coronialservices.justice.govt.nz'],
      source: SOURCES.govtRegisterDeath,
      reviewed: REVIEWED,
    },
    {
      key: 'arrange-funeral',
      title: 'Arrange the funeral, tangihanga or memorial',
      description:
        'Choose a funeral director or arrange things yourself. Check whether the person left wishes, prepaid a funeral or had funeral insurance.',
      category: 'funeral',
      priority: 'urgent',
      estimatedDuration: '2-7 days',
      steps: [
        'Look for funeral wishes in the will or personal papers, and for any prepaid funeral plan or funeral insurance.',
        'Ask a funeral director for an itemised quote, or contact the council or crematorium if you are arranging it yourself.',
        'For tangihanga, talk with your kaumātua and the marae about tikanga and timing.',
        'Ask family and friends to help with kai, visitors and practical tasks.',
      ],
      contacts: ['Te Hokinga ā Wairua | End of Life Service: endoflife.services.govt.nz'],
      source: SOURCES.govtWhatToDo,
      reviewed: REVIEWED,
    },
    {
      key: 'register-death',
      title: 'Make sure the death is registered',
      description: `${registrationSentence(region)} Usually ${region.registeredBy} does this. Registering is free.`,
      category: 'legal',
      priority: 'high',
      estimatedDuration: '1 day',
      steps: [
        'If you use a funeral director, give them the personal details they ask for (birthplace, parents’ names, marriages, children).',
        'If you are arranging the burial or cremation yourself, complete the BDM28 “Notification of death for registration” form.',
        'Send it with the cause-of-death certificate or coroner’s release to Births, Deaths and Marriages.',
        'Keep a note of the date you sent it.',
      ],
      contacts: [registry],
      deadline: region.registrationDeadline ?? undefined,
      source: SOURCES.govtRegisterDeath,
      reviewed: REVIEWED,
    },
    {
      key: 'order-death-certificates',
      title: 'Order death certificates',
      description:
        'Banks, insurers, KiwiSaver providers and others often ask for a death certificate. You can order it on the registration form or after the death is registered. There is a fee for each certificate.',
      category: 'legal',
      priority: 'high',
      estimatedDuration: '1-2 weeks',
      steps: [
        'Decide how many certificates you may need.',
        'Order them on the BDM28 form, through the funeral director, or from Births, Deaths and Marriages once the death is registered.',
        'Check names and dates carefully when they arrive.',
      ],
      contacts: [registry],
      source: SOURCES.govtRegisterDeath,
      reviewed: REVIEWED,
    },
  ]
}

/** Help with the funeral's cost, the will, and telling Work and Income and Inland Revenue. */
function supportAndOfficesTasks(): TaskTemplate[] {
  return [
    {
      key: 'apply-for-funeral-grants',
      title: 'Check for help with funeral costs',
      description:
        'Work and Income may pay a Funeral Grant towards essential funeral costs. It is income- and asset-tested, and the maximum changes each year. ACC may help if the death was caused by an injury, and Veterans’ Affairs for some veterans.',
      category: 'financial',
      priority: 'medium',
      estimatedDuration: '1-3 weeks',
      steps: [
        'Ask Work and Income about a Funeral Grant and the current maximum amount.',
        'Gather proof of death, the funeral account, bank statements showing the person’s assets, and your ID.',
        'If the death followed an accident or injury, apply to ACC with the ACC21 form.',
        'If the person was a veteran, ask Veterans’ Affairs about funeral expenses.',
      ],
      contacts: [contact(WORK_AND_INCOME), contact(VETERANS_AFFAIRS), 'ACC: acc.co.nz (form ACC21)'],
      source: SOURCES.workAndIncomeFuneralGrant,
      reviewed: REVIEWED,
    },
    {
      key: 'find-the-will',
      title: 'Find the will',
      description:
        'The will names the executor and may contain funeral wishes. It may be at home, with a lawyer, or with a trustee organisation such as Public Trust.',
      category: 'estate',
      priority: 'high',
      estimatedDuration: '1-7 days',
      steps: [
        'Search the person’s papers at home.',
        'Ask the person’s lawyer, and ask Public Trust or a trustee company if they hold a will.',
        'Keep the original will safe and unchanged. If probate is needed, the High Court needs the original, not a copy.',
      ],
      contacts: ['Public Trust: 0800 371 471'],
      source: SOURCES.justiceProbate,
      reviewed: REVIEWED,
    },
    {
      key: 'notify-pension-and-benefits',
      title: 'Tell Work and Income and other government agencies',
      description:
        'Stop NZ Superannuation, benefits or a Veteran’s Pension paid to the person, and ask what support you can get. Te Hokinga ā Wairua lists who to tell.',
      category: 'government',
      priority: 'high',
      estimatedDuration: '1-2 days',
      steps: [
        'Call Work and Income: the number depends on whether the person was under or over 65.',
        'Ask whether you, as a partner or carer, can get any payments.',
        'Use the End of Life Service’s list to tell other agencies.',
      ],
      contacts: [contact(WORK_AND_INCOME), contact(WORK_AND_INCOME_SENIORS), contact(VETERANS_AFFAIRS)],
      source: SOURCES.govtBenefitContacts,
      reviewed: REVIEWED,
    },
    {
      key: 'notify-tax-office',
      title: 'Tell Inland Revenue',
      description:
        'Let Inland Revenue know about the death and ask what tax returns are needed for the person and, if it earns income, for the estate.',
      category: 'government',
      priority: 'medium',
      estimatedDuration: '1-2 hours',
      steps: [
        'Have the person’s IRD number and date of death ready.',
        'Ask whether a final return is needed and whether a refund is owed.',
        'If a refund is owed and there is no probate, ask about the IR625 form.',
      ],
      contacts: ['Inland Revenue: ird.govt.nz'],
      source: SOURCES.irdRefundIr625,
      reviewed: REVIEWED,
    },
  ]
}

/** The money: banks, insurance and KiwiSaver, and probate. */
function estateTasks(region: RegionProfile): TaskTemplate[] {
  const court = contact(region.probateCourt)
  return [
    {
      key: 'notify-banks',
      title: 'Tell the banks',
      description: `Banks stop accounts in the person’s sole name once told. ${smallEstateSentence(region)}`,
      category: 'financial',
      priority: 'high',
      estimatedDuration: '1-2 hours per bank',
      steps: [
        'Make a list of the person’s banks and accounts from statements and mail.',
        'Contact each bank’s bereavement or estates team. You can do this before you have the death certificate.',
        'Ask whether the funeral invoice can be paid from the person’s account.',
        'Ask each bank how much it holds and what it needs to release the money.',
      ],
      contacts: ['ANZ: 0800 269 296', 'ASB Estates Support Services: 0800 111 191'],
      source: SOURCES.anzDeceased,
      reviewed: REVIEWED,
    },
    {
      key: 'claim-insurance-and-kiwisaver',
      title: 'Contact insurers and the KiwiSaver provider',
      description:
        'Life or funeral insurance and KiwiSaver can be an important part of the estate. A KiwiSaver balance under $40,000 can usually be released without probate; at $40,000 or more, probate or letters of administration are needed first.',
      category: 'financial',
      priority: 'medium',
      estimatedDuration: '2-8 weeks',
      steps: [
        'Look for policy documents and premium payments in bank statements.',
        'Ask each insurer how to claim and what documents it needs.',
        'Check the KiwiSaver balance with the provider before deciding whether probate is needed.',
        'If you cannot resolve a problem, use the provider’s complaints process, then its free dispute resolution scheme.',
      ],
      contacts: ['Insurance & Financial Services Ombudsman: 0800 888 202'],
      source: SOURCES.smallEstateKiwiSaver,
      reviewed: REVIEWED,
      official: false,
    },
    {
      key: 'apply-for-probate',
      title: 'Decide whether probate is needed',
      description: `If the person owned land or a house in their sole name, or more than the small-estate limits, the executor usually needs probate from the ${region.probateCourt.name}. ${smallEstateSentence(region)}`,
      category: 'legal',
      priority: 'medium',
      estimatedDuration: '2-8 weeks',
      steps: [
        'List what the person owned alone, jointly, and in KiwiSaver or insurance.',
        'Ask each bank, insurer and fund what it holds and what it needs.',
        'If a grant is needed, apply to the High Court (with or without a lawyer). You can file through File and Pay; the original will must be sent to the court.',
        'If there is no will, the next of kin applies for letters of administration instead.',
      ],
      contacts: [court, 'Public Trust: 0800 371 471'],
      source: SOURCES.justiceProbate,
      reviewed: REVIEWED,
    },
  ]
}

/** Time off work and looking after yourself. */
function yourselfTasks(): TaskTemplate[] {
  return [
    {
      key: 'take-bereavement-leave',
      title: 'Take bereavement leave',
      description:
        'After 6 months in a job you can take 3 days’ paid bereavement leave when a close family member dies, at any time and for any reason related to the death.',
      category: 'personal',
      priority: 'medium',
      estimatedDuration: '1 day',
      steps: [
        'Tell your employer as soon as you can.',
        'Ask whether extra leave is possible as annual, special or unpaid leave.',
      ],
      contacts: ['Employment New Zealand: employment.govt.nz'],
      source: SOURCES.bereavementLeave,
      reviewed: REVIEWED,
    },
    {
      key: 'look-after-yourself',
      title: 'Look after yourself and each other',
      description:
        'Grief can be exhausting. Free, confidential support is available any time, and you do not have to do every task yourself.',
      category: 'personal',
      priority: 'medium',
      estimatedDuration: 'Ongoing',
      steps: [
        'Call or text 1737 any time to talk with a trained counsellor.',
        'Call Lifeline on 0800 543 354, day or night.',
        'Ask family, whānau and friends to take on tasks such as calls and meals.',
      ],
      contacts: ['1737 Need to talk?: call or text 1737', 'Lifeline: 0800 543 354', 'Skylight: 0800 299 100'],
      source: SOURCES.health1737,
      reviewed: REVIEWED,
    },
  ]
}

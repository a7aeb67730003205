import type { Office, RegionProfile, TaskTemplate } from '../../schema'
import { PROBATE_PROCESS, publicTrusteeOf } from './regions'
import { REVIEWED, REVIEWED_2026_11_25, SRC } from './sources'

/**
 * National checklist templates, each a function of the region, so every state gets the same keys and the
 * same wording, filled in with its own registry, deadline, probate court, public trustee and small-estate rule.
 */

const reviewed = REVIEWED

/** 'Name: phone' where we verified a phone, otherwise 'Name: website', otherwise just the name. */
export function officeContact(office: Office): string {
  if (office.phone) return `${office.name}: ${office.phone}`
  if (office.website) return `${office.name}: ${office.website}`
  return office.name
}

type Template = (region: RegionProfile) => TaskTemplate

const certifyDeath: Template = () => ({
  key: 'certify-death',
  title: 'Have the death confirmed by a doctor',
  description:
    'A doctor needs to confirm the death and sign a certificate before a funeral can go ahead. What you do first depends on where and how the person died.',
  category: 'general',
  priority: 'urgent',
  estimatedDuration: 'Within hours',
  steps: [
    'If the death was unexpected, call 000.',
    'If the death was expected, call their doctor. The doctor will sign a certificate that confirms the death.',
    'If they died in hospital, a hospice or aged care, the staff will arrange the doctor and tell you how long they can care for the body.',
    'Once the death is confirmed, you can contact a funeral director.',
  ],
  contacts: ['Emergency (unexpected death): 000'],
  source: SRC.servicesAustraliaWhoToTell,
  reviewed,
})

const secureHome: Template = () => ({
  key: 'secure-home-and-valuables',
  title: 'Secure their home, car and valuables',
  description:
    "In the first days, make sure the person's home, money and belongings are safe until the executor or administrator can deal with them.",
  category: 'general',
  priority: 'high',
  estimatedDuration: '1-2 days',
  steps: [
    'Lock their house and keep the keys safe.',
    'Store their car in a safe place.',
    'Ask their bank to freeze accounts in their sole name (joint accounts usually carry on).',
    'Put jewellery and other valuables somewhere safe.',
    'Check that insurance for the home, contents and vehicles is still in place.',
  ],
  contacts: [],
  source: SRC.ntWhatToDo,
  reviewed,
})

const arrangeFuneral: Template = (region) => ({
  key: 'arrange-funeral',
  title: 'Arrange the funeral',
  description:
    'Choose how the person will be buried or cremated, and work out early how the funeral will be paid for: funeral insurance, a prepaid funeral or funeral bond, private health insurance, the person’s bank accounts or their super may help with the cost.',
  category: 'funeral',
  priority: 'urgent',
  estimatedDuration: '1-2 weeks',
  steps: [
    'Choose a funeral director and tell them about any wishes the person left, including cultural or religious customs.',
    'If the person had funeral insurance, a prepaid funeral or a funeral bond, contact the provider: that money should be available for the funeral costs.',
    'If they had private health insurance, ask the provider whether it covers funeral expenses. After the death of a driver, car insurance may help.',
    "The executor may be able to have money released from the person's bank or other financial institutions to pay for the funeral: ask each one.",
    `Give the funeral director the details they need to register the death with the ${region.registry.name}.`,
  ],
  contacts: [officeContact(region.registry)],
  source: SRC.waPayingForFuneral,
  reviewed: REVIEWED_2026_11_25,
})

const registerDeath: Template = (region) => {
  const deadline = region.registrationDeadline
  return {
    key: 'register-death',
    title: 'Make sure the death is registered',
    description: deadline
      ? `${deadline.text} It is usually done by ${region.registeredBy}. A death certificate can only be issued after registration.`
      : `It is usually done by ${region.registeredBy}. Ask the funeral director when it will be lodged. A death certificate can only be issued after registration.`,
    category: 'legal',
    priority: 'high',
    estimatedDuration: '1-2 weeks',
    steps: [
      'Ask the funeral director to confirm that they will register the death, and when.',
      "Give them the person's details: full name, date and place of birth and death, address, occupation, marriage or relationship details, children's names and ages, and both parents' full names.",
      'Make sure the doctor’s (or coroner’s) certificate of the cause of death has been sent.',
      `If no funeral director is involved, contact the ${region.registry.name} about registering the death yourself.`,
    ],
    contacts: [officeContact(region.registry)],
    ...(deadline ? { deadline } : {}),
    source: region.registry.source,
    reviewed,
  }
}

const orderCertificates: Template = (region) => ({
  key: 'order-death-certificates',
  title: 'Order death certificates',
  description:
    'Banks, super funds, the ATO and the Supreme Court will ask to see a death certificate. It can be ordered once the death is registered.',
  category: 'legal',
  priority: 'high',
  estimatedDuration: '1-3 weeks',
  steps: [
    'Ask the funeral director whether they can order certificates for you when they register the death.',
    `Otherwise, apply to the ${region.registry.name} once the death has been registered (a fee applies).`,
    'Have your own identity documents ready: the registry checks that you are entitled to a copy.',
    'If the coroner is involved, ask about an interim certificate while the cause of death is confirmed.',
  ],
  contacts: [officeContact(region.registry)],
  source: region.registry.source,
  reviewed,
})

const findTheWill: Template = (region) => {
  const trustee = publicTrusteeOf(region)
  const isNt = region.code === 'au-nt'
  return {
    key: 'find-the-will',
    title: 'Find the will',
    description: isNt
      ? 'The will names the executor and may include funeral wishes. In the Northern Territory the law says you must check with the Public Trustee whether it holds a will.'
      : `The will names the executor and may include funeral wishes. Look for it early. The ${trustee.name} may hold it.`,
    category: 'legal',
    priority: 'high',
    estimatedDuration: '1-7 days',
    steps: [
      "Look through the person's papers at home.",
      'Contact their solicitor, accountant or financial adviser.',
      'Ask their bank whether a will is held in safe custody.',
      `Ask the ${trustee.name} whether it holds a will.`,
      'If you find a will, keep the original somewhere safe. The executor will need it.',
    ],
    contacts: [officeContact(trustee)],
    source: isNt ? SRC.ntWhatToDo : SRC.nswWillAndEstate,
    reviewed,
  }
}

const notifyServicesAustralia: Template = () => ({
  key: 'notify-pension-and-benefits',
  title: 'Tell Services Australia (Centrelink and Medicare)',
  description:
    "Tell Services Australia once and it updates the person's Centrelink, Medicare, Child Support and Aged Care records. You may be able to get a bereavement payment or other help.",
  category: 'government',
  priority: 'high',
  estimatedDuration: '1 day',
  steps: [
    "Phone Services Australia's Older Australians line (the number is on its 'Who to tell when someone dies' page) and say 'bereavement', or fill in the Advice of death form, or visit a service centre.",
    'Ask what payments or help may be available to you, such as a bereavement payment.',
    'If you are taking part in Sorry Business or other customs, tell them so they avoid unnecessary calls and visits.',
  ],
  contacts: ['Services Australia: servicesaustralia.gov.au'],
  source: SRC.servicesAustraliaWhoToTell,
  reviewed,
})

const notifyDva: Template = () => ({
  key: 'notify-veterans-affairs',
  title: "If they were a veteran, tell Veterans' Affairs",
  description:
    'If the person received a pension from the Department of Veterans’ Affairs, DVA must be told as soon as possible. A bereavement payment and funeral benefit may be available.',
  category: 'government',
  priority: 'medium',
  estimatedDuration: '1 day',
  steps: [
    'Tell DVA about the death.',
    'DVA stops the pension and checks whether a bereavement payment is due to the surviving partner or the estate.',
    'DVA sends a funeral benefit application to the executor or whoever paid for the funeral.',
  ],
  contacts: ["Department of Veterans' Affairs: dva.gov.au"],
  source: SRC.dvaWhenSomeoneDies,
  reviewed,
})

const useNotificationService: Template = () => ({
  key: 'use-death-notification-service',
  title: 'Tell banks and companies at once with the Australian Death Notification Service',
  description:
    'A free online service that lets you notify several organisations about a death in one go. It can be used once the death certificate has been issued.',
  category: 'government',
  priority: 'medium',
  estimatedDuration: '1 hour',
  steps: [
    "Have the person's name, date of death, the state or territory where they died and their last address ready.",
    'The service checks the details against national death records.',
    'Choose the organisations to tell, and add account or membership numbers if you have them.',
    'The executor or administrator is best placed to close or transfer the accounts afterwards.',
  ],
  contacts: ['Australian Death Notification Service: deathnotification.gov.au'],
  source: SRC.deathNotificationService,
  reviewed,
})

const notifyAto: Template = () => ({
  key: 'notify-tax-office',
  title: 'Tell the Australian Taxation Office',
  description:
    'The ATO needs to know about the death and who is managing the estate. If you are not ready, a phone call pauses tax letters to the person.',
  category: 'government',
  priority: 'medium',
  estimatedDuration: '1-4 weeks',
  steps: [
    'If you do not have the death certificate yet, phone the ATO on 13 28 61 to tell them unofficially.',
    'Complete the online Notification of a deceased person form and print the summary.',
    'Within 30 days, take the summary and the death certificate to a participating Australia Post outlet for an interview.',
    'Or post the paper form with certified copies of the documents instead.',
    'The executor or administrator also shows their authority, such as the will or the grant.',
  ],
  contacts: ['Australian Taxation Office: 13 28 61'],
  source: SRC.atoNotification,
  reviewed,
})

const notifyBanks: Template = (region) => ({
  key: 'notify-banks',
  title: 'Tell the banks and ask what they need',
  description: `Banks freeze accounts in the person's sole name and tell the executor what they need to release the money. ${region.smallEstate.text}`,
  category: 'financial',
  priority: 'high',
  estimatedDuration: '2-6 weeks',
  steps: [
    'Contact each bank (or use the Australian Death Notification Service).',
    'Ask whether they need a grant of probate, or what they need instead.',
    'Ask them to stop any fees for services they can no longer provide.',
    'Under the Banking Code of Practice, banks should act on your instructions within 14 days of receiving what they need.',
    'Joint accounts usually pass to the surviving holder, who can keep using them.',
  ],
  contacts: [],
  source: SRC.bankingCodeDeceasedEstates,
  official: false,
  reviewed,
})

const claimSuper: Template = () => ({
  key: 'claim-super-and-insurance',
  title: 'Contact super funds and insurers',
  description:
    "Super does not automatically follow the will: the fund's trustee pays the death benefit to dependants or the estate, under the fund's rules. The benefit can include life insurance held through super.",
  category: 'financial',
  priority: 'medium',
  estimatedDuration: '1-6 months',
  steps: [
    'Find every super fund the person belonged to (statements, emails, their tax records).',
    'Contact each fund, tell them about the death, and ask how to claim the death benefit.',
    'Ask whether the person made a binding death benefit nomination and whether it was valid.',
    'Contact any life insurer directly to ask what can be claimed.',
  ],
  contacts: [],
  source: SRC.saLawHandbookSuper,
  reviewed,
})

const applyForProbate: Template = (region) => ({
  key: 'apply-for-probate',
  title: 'Find out whether you need probate',
  description: `Probate (or letters of administration if there is no will) is granted by the ${region.probateCourt.name}. It is not always needed. ${region.smallEstate.text}`,
  category: 'estate',
  priority: 'medium',
  estimatedDuration: '1-3 months',
  steps: [
    'List what the person owned and owed, and how each thing was held (sole name or joint).',
    'Ask each bank, super fund and share registry whether they need a grant.',
    `If a grant is needed, apply to the ${region.probateCourt.name}, or ask a lawyer or the ${publicTrusteeOf(region).name} to do it.`,
    'See the legal actions for this state or territory for the steps.',
  ],
  contacts: [officeContact(region.probateCourt), officeContact(publicTrusteeOf(region))],
  source: region.probateCourt.source,
  reviewed,
})

const lookAfterYourself: Template = () => ({
  key: 'look-after-yourself',
  title: 'Look after yourself',
  description:
    'This is the most important thing. If you feel overwhelmed, talk with friends or family or call a confidential counselling service.',
  category: 'personal',
  priority: 'medium',
  estimatedDuration: 'Ongoing',
  steps: [
    'Take things one step at a time, and let others help where they can.',
    'Lifeline (13 11 14) and Beyond Blue (1300 224 636) answer 24 hours a day.',
    'Griefline (1300 845 745) supports people who are grieving.',
    'Thirrili (1800 805 801) supports Aboriginal and Torres Strait Islander people and communities, 24 hours a day.',
  ],
  contacts: ['Lifeline: 13 11 14', 'Griefline: 1300 845 745', 'Beyond Blue: 1300 224 636'],
  source: SRC.atoChecklist,
  reviewed,
})

const CHECKLIST_TEMPLATES: Template[] = [
  certifyDeath,
  arrangeFuneral,
  secureHome,
  registerDeath,
  orderCertificates,
  findTheWill,
  notifyServicesAustralia,
  notifyDva,
  useNotificationService,
  notifyAto,
  notifyBanks,
  claimSuper,
  applyForProbate,
  lookAfterYourself,
]

export function australianChecklist(region: RegionProfile): TaskTemplate[] {
  return CHECKLIST_TEMPLATES.map((template) => template(region))
}

// Legal actions

const applyForGrant: Template = (region) => {
  const process = PROBATE_PROCESS[region.code]
  if (!process) throw new Error(`${region.name}: no probate process`)
  return {
    key: 'apply-for-grant',
    supersedes: ['apply-for-probate'],
    title: `Apply for probate or letters of administration (${region.probateCourt.name})`,
    description:
      'If a bank, super fund or other asset holder needs it, the executor applies for probate. If there is no will, or no executor who can act, the next of kin usually applies for letters of administration.',
    category: 'legal',
    priority: 'medium',
    estimatedDuration: '1-3 months',
    steps: process.steps,
    contacts: [officeContact(region.probateCourt)],
    source: process.source,
    ...(process.official === false ? { official: false } : {}),
    reviewed,
  }
}

const smallEstate: Template = (region) => ({
  key: 'small-estate-without-grant',
  title: region.smallEstate.amount
    ? `Small estates: up to $${region.smallEstate.amount.toLocaleString('en-AU')} without a grant`
    : 'Small estates: settling without a grant',
  description: region.smallEstate.text,
  category: 'estate',
  priority: 'medium',
  estimatedDuration: '2-8 weeks',
  steps: [
    'Make a list of every account and what is in each.',
    'Ask each bank or institution, in writing, what it needs to release the money without a grant.',
    'The bank will tell you what it needs: often a death certificate, the will (if any), proof of identity and its own forms.',
    'If any institution insists on a grant, or the person owned land or a house in their own name, you will probably need one.',
  ],
  contacts: [],
  source: region.smallEstate.source,
  ...(region.smallEstate.official === false ? { official: false } : {}),
  reviewed,
})

const askPublicTrustee: Template = (region) => {
  const trustee = publicTrusteeOf(region)
  return {
    key: 'public-trustee-help',
    title: `Get help from the ${trustee.name}`,
    description: `${trustee.description ?? ''} Ask about its fees before agreeing to anything.`.trim(),
    category: 'legal',
    priority: 'low',
    estimatedDuration: '1-2 weeks',
    steps: [
      `Ask the ${trustee.name} whether it holds the person's will or is named as executor.`,
      'If you cannot or do not want to act as executor or administrator, ask whether it can act instead.',
      'Ask for its fees in writing before agreeing.',
    ],
    contacts: [officeContact(trustee)],
    source: trustee.source,
    reviewed,
  }
}

const finaliseTax: Template = () => ({
  key: 'finalise-tax',
  title: 'Finalise tax before sharing out the estate',
  description:
    "The executor or administrator deals with the person's tax. A final return may be needed for the part of the year up to the death, and the estate may need its own returns while it earns income.",
  category: 'estate',
  priority: 'medium',
  estimatedDuration: '1-12 months',
  steps: [
    'Notify the ATO of the death and of who is managing the estate.',
    'Ask a registered tax agent, or phone the ATO, which returns are needed.',
    'Finalise any tax obligations before distributing the assets.',
  ],
  contacts: ['Australian Taxation Office: 13 28 61'],
  source: SRC.atoChecklist,
  reviewed,
})

const LEGAL_ACTION_TEMPLATES: Template[] = [applyForGrant, smallEstate, askPublicTrustee, finaliseTax]

export function australianLegalActions(region: RegionProfile): TaskTemplate[] {
  return LEGAL_ACTION_TEMPLATES.map((template) => template(region))
}

import type { Note, Office } from '../../schema'
import { REVIEWED, REVIEWED_2026_11_25, REVIEWED_2026_11_27, SRC } from './sources'

const reviewed = REVIEWED

export const NATIONAL_CONTACTS: Office[] = [
  {
    name: 'Services Australia (Centrelink, Medicare, Child Support)',
    description:
      "Tell Services Australia once and it updates the person's Centrelink, Medicare, Child Support and Aged Care records. It can also check whether a bereavement payment or other help is available to you.",
    phoneNote:
      "Phone the Older Australians line (its number is on the page linked here) and say 'bereavement', fill in the Advice of death form, or visit a service centre",
    website: SRC.servicesAustraliaWhoToTell,
    source: SRC.servicesAustraliaWhoToTell,
    reviewed,
  },
  {
    name: 'Bereavement payments (Services Australia)',
    description:
      'Help while you adjust after a partner or someone you cared for dies. If your partner dies and you were getting payments as a couple, you may get a lump sum, usually what you would have been paid as a couple for up to 14 weeks after the death, less your new single rate. Carer Payment can continue for up to 14 weeks after the death of the person you cared for; with Carer Allowance you may get up to 14 weeks of it as a lump sum. In most cases you do not need to claim: Services Australia works it out when you tell it about the death.',
    website: SRC.servicesAustraliaAdultDies,
    source: SRC.servicesAustraliaAdultDies,
    reviewed: REVIEWED_2026_11_27,
  },
  {
    name: 'Medicare (through Services Australia)',
    description:
      "You do not need to contact Medicare separately: when you tell Services Australia about the death, it updates the person's Medicare record.",
    website: SRC.servicesAustraliaWhoToTell,
    source: SRC.servicesAustraliaWhoToTell,
    reviewed,
  },
  {
    name: 'Australian Death Notification Service',
    description:
      'A free online service to tell several organisations (such as banks and utility companies) about a death at once. It works once the death certificate has been issued.',
    website: SRC.deathNotificationServiceSite,
    source: SRC.deathNotificationService,
    reviewed,
  },
  {
    name: 'Australian Taxation Office (ATO)',
    description:
      "Notify the ATO of the death and of who is executor or administrator. If you don't have the death certificate yet, phone and they will pause the person's tax letters.",
    phone: '13 28 61',
    website: SRC.atoChecklist,
    source: SRC.atoNotification,
    reviewed,
  },
  {
    name: "Department of Veterans' Affairs (DVA)",
    description:
      'If the person received a DVA pension, tell DVA as soon as possible. DVA stops the pension, may pay a bereavement payment, and sends a funeral benefit application to the executor or whoever paid for the funeral.',
    website: SRC.dvaWhenSomeoneDies,
    source: SRC.dvaWhenSomeoneDies,
    reviewed,
  },
]

export const LANGUAGE_SERVICES: Office[] = [
  {
    name: 'TIS National (Translating and Interpreting Service)',
    description:
      'Immediate phone interpreting in more than 150 languages. Call, say the language you need, and an interpreter joins your call to the organisation.',
    phone: '131 450',
    phoneNote: '24 hours a day, every day of the year',
    website: SRC.tisImmediatePhone,
    source: SRC.tisImmediatePhone,
    reviewed,
  },
]

export const CULTURAL_PROTOCOLS: Note[] = [
  {
    title: 'Sorry Business',
    body: [
      "Aboriginal peoples call the cultural practices and obligations of grief and mourning 'Sorry Business'. Practices differ between families and communities, and can take people away from work and other commitments, sometimes back to Country, for some time.",
      'If an Elder or respected person has died, Sorry Business may involve the whole community and people from other states and territories.',
    ],
    source: SRC.sorryBusiness,
    reviewed,
  },
  {
    title: 'Tell Services Australia if you are taking part in Sorry Business',
    body: [
      'Services Australia asks Aboriginal and Torres Strait Islander families to let it know if they will be taking part in Sorry Business or other customs. It will then avoid unnecessary phone calls, visits and questions at this time.',
    ],
    source: SRC.servicesAustraliaWhoToTell,
    reviewed,
  },
  {
    title: 'Names, images and voices of people who have died',
    body: [
      'Cultural protocols in many Aboriginal and Torres Strait Islander communities prohibit using the names and images of people who have recently died. Images and voices of people who died long ago can also cause distress.',
      'Be careful with death notices, photos in slideshows, and recordings shared online or at the funeral.',
    ],
    source: SRC.namesAndImagesProtocol,
    reviewed,
  },
  {
    title: 'Ask the family first',
    body: [
      'Some families are comfortable for images or recordings of their relative to be used, but permission must always be asked for and confirmed with the family.',
      'Where images or voices of the person are used, a warning is given at the start, saying that the material contains images and voices of people who have died.',
    ],
    source: SRC.sorryBusiness,
    reviewed,
  },
  {
    title: 'Tombstone unveiling (Torres Strait Islander custom)',
    body: [
      'In Torres Strait Islander culture the tombstone unveiling is an important ceremony, usually about a year after the death. It marks the completion of the tombstone and is the family’s final goodbye, often with days of preparation, feasting and dancing.',
    ],
    source: SRC.tombstoneUnveiling,
    reviewed,
  },
]

export const REQUIREMENTS: Note[] = [
  {
    title: 'Wills, executors and probate',
    body: [
      'If there is a will, the executor it names usually manages the estate. If there is no will, the next of kin may take on that role, often by applying to the Supreme Court of the state or territory for letters of administration.',
      'A grant of probate (or letters of administration) comes from the Supreme Court of the state or territory where the assets are. It is not needed for every estate.',
      'Completing an estate typically takes 6 to 12 months, and can take longer. Finalise any tax before sharing out the assets.',
    ],
    source: SRC.atoChecklist,
    reviewed,
  },
  {
    title: 'Superannuation does not automatically follow the will',
    body: [
      "Super is held by the fund's trustee, not by the person. After a death the trustee pays the 'death benefit' to the person's legal personal representative (the executor or administrator) and/or to one or more dependants, under the fund's rules and superannuation law.",
      "Who counts as a dependant is set by superannuation law and the fund's rules. It includes a spouse or de facto partner, and can include children, people who were financially dependent on the person and people in an interdependency relationship with them.",
      'No dependant has an automatic right to a share: the trustee decides, unless a valid binding nomination says otherwise (see below).',
      'Contact each super fund the person belonged to and ask how to make a claim.',
    ],
    source: SRC.saLawHandbookSuper,
    reviewed,
  },
  {
    title: 'Binding death benefit nominations',
    body: [
      'Many funds let members make a binding death benefit nomination. If it is valid when the person dies, the fund pays the benefit as nominated.',
      'Some binding nominations lapse after three years unless renewed. Ask the fund whether the person had one and whether it was still valid.',
      'If there is no valid nomination, the fund generally pays the benefit to dependants or to the legal personal representative (the estate).',
      'The death benefit includes the account balance and any death cover (life insurance) held through the super account.',
    ],
    source: SRC.qsuperDeathAndSuper,
    reviewed,
    official: false,
  },
  {
    title: 'Telling the ATO and the final tax return',
    body: [
      'You can officially notify the ATO online and then attend an interview at a participating Australia Post outlet within 30 days with the death certificate, or post the paper form with certified copies.',
      'The executor or administrator also needs to show their authority, such as the will or the grant of probate or letters of administration.',
      "A final tax return may be needed for the part of the year up to the death (the ATO calls it a 'date of death return'), and the estate itself may need trust tax returns while it earns income. A registered tax agent or the ATO can tell you what applies.",
    ],
    source: SRC.atoNotification,
    reviewed,
  },
]

export const BANKS_AND_INSURERS: Note[] = [
  {
    title: 'What banks must do under the Banking Code of Practice',
    body: [
      "Banks that follow the Banking Code of Practice (Chapter 45) must treat a deceased customer's representatives and next of kin with respect and compassion, and give clear information about what they need.",
      'They must stop charging fees for services they can no longer provide, and act on instructions from the representative within 14 days of receiving what they need.',
      'They can give information about the accounts to the representative or next of kin before probate, accept payments on the person’s debts, and let surviving joint account holders keep using joint accounts.',
    ],
    source: SRC.bankingCodeDeceasedEstates,
    reviewed,
    official: false,
  },
  {
    title: 'Small amounts and funeral costs',
    body: [
      'If the estate is small, for example just a small bank account, the bank may agree (after receiving its forms and documents) to use some of the money to pay for the funeral and release the rest to the beneficiaries.',
      'Each bank sets its own limit for releasing money without probate. Ask each one what it needs.',
    ],
    source: SRC.waManageDeceasedEstate,
    reviewed,
  },
  {
    title: 'Insurance, prepaid funerals and other help with funeral costs',
    body: [
      'If the person had funeral insurance, or was paying into a prepaid funeral fund or a funeral bond, that money should be available to cover the funeral costs.',
      'If they had private health insurance, ask the provider whether it covers funeral expenses. If the person died as a driver, car insurance may help with funeral costs. Their superannuation may also help pay for the funeral.',
    ],
    source: SRC.waPayingForFuneral,
    reviewed: REVIEWED_2026_11_25,
  },
]

/** Phone numbers and hours as listed on the ATO's 'what to do when someone dies' checklist. */
export const SUPPORT_SERVICES: Office[] = [
  {
    name: 'Lifeline Australia',
    description: 'A confidential counselling service.',
    phone: '13 11 14',
    phoneNote: '24 hours',
    source: SRC.atoChecklist,
    reviewed,
  },
  {
    name: 'Griefline',
    description: 'A confidential counselling service for people who are grieving.',
    phone: '1300 845 745',
    phoneNote: 'Not 24 hours; check its current opening hours',
    source: SRC.atoChecklist,
    reviewed,
  },
  {
    name: 'Beyond Blue',
    description: 'A confidential counselling service.',
    phone: '1300 224 636',
    phoneNote: '24 hours',
    source: SRC.atoChecklist,
    reviewed,
  },
  {
    name: 'MensLine Australia',
    description: 'A confidential counselling service for men.',
    phone: '1300 789 978',
    phoneNote: '24 hours',
    source: SRC.atoChecklist,
    reviewed,
  },
  {
    name: 'Thirrili',
    description: 'Support for Aboriginal and Torres Strait Islander people and communities.',
    phone: '1800 805 801',
    phoneNote: '24 hours',
    source: SRC.atoChecklist,
    reviewed,
  },
]

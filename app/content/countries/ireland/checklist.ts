import type { RegionProfile, TaskTemplate } from '../../schema'
import { REVIEWED, SRC } from './sources'

/**
 * National templates for Ireland. Each takes the region so that the registry, registration deadline, probate
 * office and small-estate figure come from the region profile, never from a copy.
 */
type Template = (region: RegionProfile) => TaskTemplate

function euro(amount: number): string {
  return `€${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}

function registrationRule(region: RegionProfile): string {
  return region.registrationDeadline
    ? region.registrationDeadline.text
    : 'The law sets no fixed period, but register the death as soon as you can.'
}

function smallEstateStep(region: RegionProfile): string {
  const { amount, isPolicy } = region.smallEstate
  if (amount === null)
    return `Ask whether the bank will release small amounts without probate. ${region.smallEstate.text}`
  return isPolicy
    ? `If the amount is small, ask whether the bank will release it without a grant of probate. Each bank sets its own limit; the Courts Service says a bank may not need a grant for a sole account under ${euro(amount)}. You will usually be asked to sign an indemnity.`
    : `If the estate is under ${euro(amount)}, ask whether the bank will release it without a grant of probate.`
}

const getDeathNotificationForm: Template = () => ({
  key: 'get-death-notification-form',
  title: 'Get the Death Notification Form from the doctor',
  description:
    'Before a death can be registered, a doctor fills in Part 1 of the Death Notification Form, which states the cause of death. If the death was sudden or unexpected, the coroner may need to be involved first.',
  category: 'legal',
  priority: 'urgent',
  estimatedDuration: '1-2 days',
  steps: [
    'If the person died at home, contact the doctor who treated them during their last illness, usually their GP.',
    'If the person died in hospital, the hospital will post the Death Notification Form to the next of kin.',
    'If a doctor had not seen the person in the 28 days before they died, or the death was sudden or unexplained, the doctor or the Gardaí will tell the coroner, who may order a post-mortem.',
    'If there is a post-mortem, you can ask the coroner’s office for an interim certificate of the fact of death. Banks and others usually accept it until the death is registered.',
  ],
  contacts: [
    'The person’s GP or the hospital ward',
    'The local coroner’s office (usually contacted through the Gardaí or the doctor)',
  ],
  source: SRC.hseRegisterDeath,
  reviewed: REVIEWED,
})

const arrangeFuneral: Template = () => ({
  key: 'arrange-funeral',
  title: 'Arrange the funeral',
  description:
    'Most families use a funeral director, who guides them through the arrangements. If paying for the funeral would cause real hardship, the Department of Social Protection may help, but ask before the bill is paid.',
  category: 'funeral',
  priority: 'urgent',
  estimatedDuration: '2-5 days',
  steps: [
    'Choose a funeral director. They can also explain the paperwork, including registering the death.',
    'Look for any funeral wishes or a prepaid funeral plan among the person’s papers.',
    'Ask the person’s bank whether money in their account can be released to pay the funeral bill.',
    'If the family cannot afford the funeral, contact the Department of Social Protection about an Exceptional Needs Payment before the bill is paid. It is means-tested and decided case by case.',
  ],
  contacts: [
    'Your chosen funeral director',
    'Department of Social Protection: your local social welfare office or Intreo centre',
  ],
  source: SRC.funeralEnp,
  reviewed: REVIEWED,
  official: false,
})

const registerDeath: Template = (region) => ({
  key: 'register-death',
  title: 'Register the death',
  description: `A relative (or another qualified informant) registers the death with the ${region.registry.name}. ${registrationRule(region)}`,
  category: 'legal',
  priority: 'urgent',
  estimatedDuration: '1 day',
  steps: [
    'Choose a civil registration office. You can use any office in Ireland; many work by appointment, so check the HSE page or phone first.',
    'Fill in Part 2 of the Death Notification Form: details such as the person’s date of birth, occupation and PPS number.',
    'Bring the form and your photo ID to the office and sign the register in front of the registrar. Registration is free.',
    'Ask for death certificates while you are there (see the next task).',
  ],
  contacts: [`${region.registry.name}: see the county list on this page, or the HSE website`],
  ...(region.registrationDeadline ? { deadline: region.registrationDeadline } : {}),
  source: region.registry.source,
  reviewed: REVIEWED,
})

const orderDeathCertificates: Template = () => ({
  key: 'order-death-certificates',
  title: 'Order copies of the death certificate',
  description:
    'Banks, insurers, pension providers and the Probate Office will each want to see a death certificate. Fees apply for each certified copy.',
  category: 'legal',
  priority: 'high',
  estimatedDuration: '1-7 days',
  steps: [
    'Ask for certificates when you register the death, or later from any civil registration office or the General Register Office (online, in person, by post or by email).',
    'Ask for several full standard certificates; this is the version used for legal and official purposes.',
    'For some purposes, such as social welfare, a cheaper certificate may be accepted. Ask the registrar.',
    'Keep the certificates somewhere safe; they are important legal documents.',
  ],
  contacts: ['Any civil registration office', 'General Register Office, Government Offices, Convent Road, Roscommon'],
  source: SRC.ciCertificates,
  reviewed: REVIEWED,
})

const notifyPensionAndBenefits: Template = () => ({
  key: 'notify-pension-and-benefits',
  title: 'Tell the Department of Social Protection and pension providers',
  description:
    'If the person was getting a social welfare payment, tell the section that paid it as soon as possible. In some cases the payment continues for 6 weeks to a spouse, civil partner, cohabitant or carer.',
  category: 'government',
  priority: 'high',
  estimatedDuration: '1-2 weeks',
  steps: [
    'Find the section that paid each payment in the Social Welfare Phone Number Directory on gov.ie, and tell them about the death.',
    'Ask whether the payment will continue for 6 weeks to you as the spouse, civil partner, cohabitant or carer.',
    'If you were getting Carer’s Allowance, Carer’s Benefit or Domiciliary Care Allowance for the person, tell the section that pays it. You may keep getting it for a time.',
    'Tell any private or work pension provider, and the employer if the person was working.',
  ],
  contacts: ['Department of Social Protection: Social Welfare Phone Number Directory on gov.ie'],
  source: SRC.govBereavement,
  reviewed: REVIEWED,
})

const applyForBereavementPayments: Template = () => ({
  key: 'apply-for-bereavement-payments',
  title: 'Check which bereavement payments you can get',
  description:
    'A widow, widower or surviving civil partner may get a weekly pension. If you also have a dependent child, you may get a once-off Widowed or Surviving Civil Partner Grant of €8,000.',
  category: 'government',
  priority: 'medium',
  estimatedDuration: '2-4 weeks',
  steps: [
    'Ask the Department of Social Protection whether you can get the Widow’s, Widower’s or Surviving Civil Partner’s (Contributory) Pension.',
    'If a child under 18 (or 18 to 22 and in full-time education) lives with you, ask about the Widowed or Surviving Civil Partner Grant. You must also qualify for one of the payments it is linked to, such as the widow’s pension or One-Parent Family Payment.',
    'If you are not sure what you are entitled to, a Citizens Information Centre can go through it with you and help with the forms.',
  ],
  contacts: [
    'Widow’s, Widower’s or Surviving Civil Partner’s Pension Section, Department of Social Protection: 071 915 7100',
    'Citizens Information Phone Service: 0818 07 4000',
  ],
  source: SRC.ciWidowedGrant,
  reviewed: REVIEWED,
})

const findTheWill: Template = () => ({
  key: 'find-the-will',
  title: 'Find the will',
  description:
    'The will says who the executor is. The executor is the person who usually applies for probate and deals with the estate. If there is no will, the nearest next of kin is usually the person entitled to apply.',
  category: 'legal',
  priority: 'high',
  estimatedDuration: '1-2 weeks',
  steps: [
    'Look through the person’s papers at home, and any safe or deposit box.',
    'Ask the family solicitor, or any solicitor the person used, whether they hold the original will.',
    'If there is a will, tell the executor named in it.',
    'If the original will cannot be found, the law requires a solicitor to make the probate application.',
  ],
  contacts: ['The family solicitor'],
  source: SRC.courtsWhatIsProbate,
  reviewed: REVIEWED,
})

const notifyBanks: Template = (region) => ({
  key: 'notify-banks',
  title: 'Tell the banks, credit union and lenders',
  description:
    'Accounts in the person’s sole name are usually frozen once the bank is told. Banks have bereavement lines and can often release money for the funeral.',
  category: 'financial',
  priority: 'high',
  estimatedDuration: '1-4 weeks',
  steps: [
    'Phone each bank’s bereavement line or visit a branch. Ask for their bereavement notification form.',
    'Ask what they need from you: usually a death certificate, a copy of the will or a letter naming the next of kin, and your own ID.',
    'Ask whether money can be released to pay the funeral bill.',
    smallEstateStep(region),
    'Tell credit card companies, loan providers and the credit union too. Credit union and some savings accounts may have a nominee who can be paid directly.',
  ],
  contacts: ['Each bank’s bereavement line (for example, Bank of Ireland: 1800 800 656)'],
  source: region.smallEstate.source,
  reviewed: REVIEWED,
})

const notifyTaxOffice: Template = () => ({
  key: 'notify-tax-office',
  title: 'Tell Revenue',
  description:
    'The personal representative (executor or administrator) must tell Revenue about the death and settle the person’s tax up to the date of death before the estate is shared out.',
  category: 'government',
  priority: 'medium',
  estimatedDuration: '1-4 weeks',
  steps: [
    'Tell Revenue about the death by phone, in writing or through MyEnquiries. Give the date of death and your own name and address.',
    'If the person was an employee or got a pension, their employer or pension provider tells Revenue about the last payment. A tax refund may be due to the estate.',
    'If the person was self-employed, ask their accountant to file any outstanding tax returns.',
    'Pay any tax owed from the estate before sharing it out, or you could be asked to pay it yourself.',
  ],
  contacts: ['Revenue: MyEnquiries on revenue.ie, or the deceased person’s Revenue office'],
  source: SRC.revenuePersonalRep,
  reviewed: REVIEWED,
})

const claimLifeInsurance: Template = () => ({
  key: 'claim-life-insurance',
  title: 'Claim life insurance and tell other insurers',
  description:
    'Contact any insurer the person had a policy with. Life insurance may pay out to the estate or to a named person.',
  category: 'financial',
  priority: 'medium',
  estimatedDuration: '2-8 weeks',
  steps: [
    'Look for policy documents and regular payments to insurers on bank statements.',
    'Contact each insurer, tell them about the death and ask what they need to pay the claim.',
    'Tell home, car and health insurers too, so cover can be changed or cancelled.',
    'If you think there was an old policy that cannot be found, ask the insurer. Next of kin keep the right to claim unclaimed policies at any time.',
  ],
  contacts: ['Each insurance company’s claims department'],
  source: SRC.ciUnclaimedLifePolicies,
  reviewed: REVIEWED,
})

const applyForProbate: Template = (region) => ({
  key: 'apply-for-probate',
  title: 'Apply for probate if it is needed',
  description: `If the person left property or money in their sole name, the executor or next of kin usually needs a grant of probate (or letters of administration if there is no will). Grants are issued by the ${region.probateCourt.name}.`,
  category: 'estate',
  priority: 'high',
  estimatedDuration: '2-6 months',
  steps: [
    'Make a list of everything the person owned and owed, with the value of each on the date of death.',
    'Decide whether to use a solicitor. Most people do; you can apply yourself in straightforward cases.',
    'File the Statement of Affairs (Probate) Form SA.2 online with Revenue and keep the Notice of Acknowledgement.',
    'Send the application to the Probate Office in Dublin or the District Probate Registry for the area where the person lived.',
  ],
  contacts: [`${region.probateCourt.name}: see courts.ie`],
  source: region.probateCourt.source,
  reviewed: REVIEWED,
})

const getBereavementSupport: Template = () => ({
  key: 'get-bereavement-support',
  title: 'Look after yourself and get support',
  description:
    'Grief can be overwhelming, and there is a lot to do. Free, confidential support is available, whenever you need it.',
  category: 'personal',
  priority: 'medium',
  estimatedDuration: 'Ongoing',
  steps: [
    'Call the Irish Hospice Foundation Bereavement Support Line on 1800 80 70 77 (Monday to Friday, 10am to 1pm) to talk, or to find local bereavement services.',
    'If you are struggling to cope at any hour, call Samaritans free on 116 123.',
    'Talk to your GP if grief is affecting your sleep, eating or health.',
    'Let others help with tasks on this list; you do not have to do everything yourself.',
  ],
  contacts: ['Irish Hospice Foundation Bereavement Support Line: 1800 80 70 77', 'Samaritans: 116 123'],
  source: SRC.ihfSupportLine,
  reviewed: REVIEWED,
  official: false,
})

const CHECKLIST: Template[] = [
  getDeathNotificationForm,
  arrangeFuneral,
  registerDeath,
  orderDeathCertificates,
  notifyPensionAndBenefits,
  applyForBereavementPayments,
  findTheWill,
  notifyBanks,
  notifyTaxOffice,
  claimLifeInsurance,
  applyForProbate,
  getBereavementSupport,
]

export function checklist(region: RegionProfile): TaskTemplate[] {
  return CHECKLIST.map((template) => template(region))
}

// Legal actions

const grantOfRepresentation: Template = (region) => ({
  key: 'grant-of-representation',
  supersedes: ['apply-for-probate'],
  title: 'Apply for a grant of probate or letters of administration',
  description: `A grant of probate (where there is a will) or letters of administration (where there is none) gives the personal representative legal authority to collect the assets, pay the debts and share out what is left. Grants are issued by the ${region.probateCourt.name}.`,
  category: 'legal',
  priority: 'high',
  estimatedDuration: '2-6 months',
  steps: [
    'Check whether a grant is needed. Assets owned jointly with a husband or wife usually pass without one; property or money in the person’s sole name usually needs one.',
    'Check whether you must use a solicitor: for example if the original will is lost, the will may not be valid, the family disagree, the applicant is under 18, or in several cases where the person lived abroad.',
    'File the Statement of Affairs (Probate) Form SA.2 with Revenue first.',
    'Send the application, with Revenue’s Notice of Acknowledgement, to the Probate Office in Dublin or to the District Probate Registry for the area where the person had a fixed home.',
    'Personal applicants attend an appointment. After it, the grant is usually posted out.',
  ],
  contacts: [
    `${region.probateCourt.name}: services.courts.ie`,
    'A solicitor, if you prefer or if the law requires one',
  ],
  source: region.probateCourt.source,
  reviewed: REVIEWED,
})

const releaseSmallAmounts: Template = (region) => ({
  key: 'release-small-amounts-without-grant',
  title: 'Ask banks to release small amounts without probate',
  description: region.smallEstate.text,
  category: 'estate',
  priority: 'medium',
  estimatedDuration: '2-6 weeks',
  steps: [
    'List each account the person held in their sole name and its balance on the date of death.',
    smallEstateStep(region),
    'Expect to sign an indemnity: a promise to repay the bank if someone with a better claim comes forward later.',
    'If there is property (a house or land) in the person’s sole name, a grant will usually be needed anyway.',
  ],
  contacts: ['Each bank or credit union’s bereavement team'],
  source: region.smallEstate.source,
  reviewed: REVIEWED,
  official: region.smallEstate.official ?? true,
})

const statementOfAffairs: Template = () => ({
  key: 'file-statement-of-affairs-sa2',
  title: 'File the Statement of Affairs (Probate) Form SA.2 with Revenue',
  description:
    'Since September 2020 the online Form SA.2 has replaced the old paper Inland Revenue Affidavit (Form CA24). It lists what the person owned and owed and who inherits, and must be filed before probate is applied for.',
  category: 'legal',
  priority: 'high',
  estimatedDuration: '1-3 weeks',
  steps: [
    'Gather the values on the date of death of the house, land, bank accounts, investments and other assets, and the debts and funeral costs.',
    'Note who inherits what, and each beneficiary’s relationship to the person who died.',
    'File the form online through Revenue myAccount or ROS. The person filing makes a declaration that it is correct.',
    'Keep Revenue’s Notice of Acknowledgement (Probate): the Probate Office needs it with your application.',
  ],
  contacts: ['Revenue: myAccount or ROS on revenue.ie'],
  source: SRC.sa2ReplacedCa24,
  reviewed: REVIEWED,
  official: false,
})

const inheritanceTax: Template = () => ({
  key: 'pay-inheritance-tax',
  title: 'Check whether Capital Acquisitions Tax (inheritance tax) is due',
  description:
    'Each person who inherits is responsible for their own Capital Acquisitions Tax (CAT). A husband, wife or civil partner pays no CAT on what they inherit from each other. Others pay 33% on the amount above their tax-free threshold.',
  category: 'estate',
  priority: 'medium',
  estimatedDuration: '1-4 weeks',
  steps: [
    'Find your tax-free threshold. For gifts and inheritances from 2 October 2024: €400,000 for a child (Group A), €40,000 for a brother, sister, niece, nephew, grandparent, grandchild or, in some cases, a parent (Group B), and €20,000 for anyone else (Group C).',
    'Add any earlier gifts or inheritances you received since 5 December 1991 in the same group; the threshold covers them all.',
    'If tax is due, file the IT38 return through myAccount or ROS and pay by 31 October. If your valuation date is between 1 January and 31 August, that is 31 October of the same year; if it is between 1 September and 31 December, it is 31 October of the following year.',
    'Ask a solicitor or tax adviser about reliefs, such as those for farms and businesses.',
  ],
  contacts: ['Revenue: Capital Acquisitions Tax on revenue.ie'],
  source: SRC.revenueCatThresholds,
  reviewed: REVIEWED,
})

const transferProperty: Template = () => ({
  key: 'transfer-property-title',
  title: 'Transfer the house or land to the person who inherits it',
  description:
    'When the registered owner of land dies, only the personal representative can deal with it. Once the grant issues, the personal representative signs an assent or transfer and Tailte Éireann registers the new owner.',
  category: 'estate',
  priority: 'medium',
  estimatedDuration: '1-3 months',
  steps: [
    'Wait until the grant of probate or letters of administration has issued.',
    'The personal representative signs an assent or transfer in favour of the person entitled under the will or the rules of intestacy.',
    'Apply to Tailte Éireann (the Land Registry) to register the new owner. A solicitor usually does this.',
    'The person being registered pays the registration costs.',
  ],
  contacts: ['Tailte Éireann (Land Registry)', 'Your solicitor'],
  source: SRC.registrationOfTitleS61,
  reviewed: REVIEWED,
})

const legalRightsAndClaims: Template = () => ({
  key: 'check-legal-rights-and-claims',
  title: 'Check the family’s legal rights before the estate is shared out',
  description:
    'Irish law protects a surviving husband or wife and gives children a way to challenge a will that did not provide properly for them. Some of these rights have strict time limits.',
  category: 'legal',
  priority: 'high',
  estimatedDuration: '1-6 months',
  steps: [
    'If there is a will, a surviving husband or wife has a legal right to one-half of the estate (no children) or one-third (with children). This comes before gifts in the will.',
    'A child who feels the will did not make proper provision for them can apply to court under section 117 of the Succession Act. The application must be made within six months of the first grant of probate.',
    'Get advice from a solicitor before the estate is shared out if any of this might apply.',
  ],
  contacts: ['A solicitor', 'Citizens Information Phone Service: 0818 07 4000'],
  deadline: {
    amount: 6,
    unit: 'months',
    from: 'grant-of-probate',
    text: 'A child’s section 117 claim must be made within six months of the grant of probate',
    source: SRC.section117TimeLimit,
    noOfficialPage: 'https://revisedacts.lawreform.ie/eli/1965/act/27/revised/en/html',
    reviewed: REVIEWED,
    official: false,
  },
  source: SRC.successionActPartIX,
  reviewed: REVIEWED,
})

const LEGAL_ACTIONS: Template[] = [
  grantOfRepresentation,
  releaseSmallAmounts,
  statementOfAffairs,
  inheritanceTax,
  transferProperty,
  legalRightsAndClaims,
]

export function legalActions(region: RegionProfile): TaskTemplate[] {
  return LEGAL_ACTIONS.map((template) => template(region))
}

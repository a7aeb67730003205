import type { Office, RegionProfile, TaskTemplate } from '../../schema'
import { REGION_EXTRAS, type CanadaRegionExtras } from './regions'
import { REVIEWED, SRC } from './sources'

const r = REVIEWED

const DEFAULT_EXTRAS: CanadaRegionExtras = {
  grantName: 'a grant of probate (with a will) or administration (without one)',
  territory: false,
  firstNationsEstates: 'ISC',
}

function extrasFor(region: RegionProfile): CanadaRegionExtras {
  return REGION_EXTRAS[region.code] ?? DEFAULT_EXTRAS
}

/** 'Name: phone' when we have a checked number, otherwise 'Name (website)' or just the name. */
function contact(office: Office): string {
  if (office.phone) return `${office.name}: ${office.phone}`
  if (office.website) return `${office.name} (${office.website})`
  return office.name
}

const SERVICE_CANADA = 'Service Canada: 1-800-622-6232'
const CRA = 'Canada Revenue Agency: 1-800-959-8281'
const OLHI = 'OmbudService for Life and Health Insurance: 1-888-295-8112'
const ISC_EMAIL = 'Estate Services (ISC/CIRNAC): aadnc.estates-successions.aandc@canada.ca'

function isQuebec(region: RegionProfile): boolean {
  return region.code === 'ca-qc'
}

// ---------------------------------------------------------------------------------------------------------
// Checklist templates: one function per task, the same key in every province and territory.
// ---------------------------------------------------------------------------------------------------------

function confirmTheDeath(region: RegionProfile): TaskTemplate {
  return {
    key: 'confirm-the-death',
    title: 'Have the death confirmed by a doctor, nurse practitioner or coroner',
    description:
      'Before anything else can happen, a medical professional or coroner has to certify the death. If the death was sudden or unexpected, call 9-1-1 first.',
    category: 'general',
    priority: 'urgent',
    estimatedDuration: 'Within hours',
    steps: [
      'If the death was sudden or unexpected, call 9-1-1 and follow what the police or coroner ask.',
      'If the death was expected, call the doctor, nurse practitioner or palliative care team who was caring for the person.',
      'They complete the medical certificate of death. The funeral director collects it; you do not usually receive it.',
      'Once the body can be released, call the funeral home you have chosen.',
    ],
    contacts: ['Emergency: 9-1-1'],
    source: region.registry.source,
    reviewed: r,
  }
}

function arrangeFuneral(region: RegionProfile): TaskTemplate {
  const extras = extrasFor(region)
  return {
    key: 'arrange-funeral',
    title: 'Choose a funeral home and make arrangements',
    description: `The funeral director takes charge of the body, helps you with the paperwork and, in ${region.name}, normally registers the death for you.`,
    category: 'funeral',
    priority: 'urgent',
    estimatedDuration: '1-3 days',
    steps: [
      'Look for written wishes about burial or cremation, and for a prepaid funeral plan, among the person’s papers.',
      'Ask the funeral home for its price list before you agree to anything.',
      'If the person was a veteran, contact the Last Post Fund before firm arrangements are made: they may help with the cost.',
      extras.firstNationsEstates || extras.territory
        ? 'If the person was First Nations, Inuit or Métis, ask the family and community what ceremonies and practices they wish, and tell the funeral director early.'
        : 'Tell the funeral director early about any religious or cultural practices the family wishes to follow.',
      'Keep every receipt: funeral costs are normally paid back from the estate.',
    ],
    contacts: ['Last Post Fund (veterans): lastpostfund.ca'],
    source: region.registry.source,
    reviewed: r,
  }
}

function registerDeath(region: RegionProfile): TaskTemplate {
  const deadline = region.registrationDeadline ?? undefined
  return {
    key: 'register-death',
    title: `Register the death (${region.registry.name})`,
    description: deadline
      ? `${deadline.text}. In ${region.name} the death is registered by ${region.registeredBy}.`
      : `In ${region.name} the death is registered by ${region.registeredBy}. The law here sets no fixed number of days for the family to act; the funeral director usually registers the death before the burial or cremation.`,
    category: 'legal',
    priority: 'high',
    estimatedDuration: '1-2 days',
    steps: [
      'Give the funeral director the person’s full legal name, date and place of birth, parents’ names, marital status and Social Insurance Number.',
      'Check the spelling of every name and date before you sign: corrections later take time and sometimes a fee.',
      'Ask the funeral director when the registration will be sent and when you can order certificates.',
    ],
    contacts: [contact(region.registry)],
    ...(deadline ? { deadline } : {}),
    source: deadline?.source ?? region.registry.source,
    reviewed: r,
  }
}

function orderDeathCertificates(region: RegionProfile): TaskTemplate {
  return {
    key: 'order-death-certificates',
    title: 'Order official death certificates',
    description: `Banks, insurers, pension plans and the court usually want an official death certificate from the registry (${region.registry.name}). It can only be issued once the death is registered.`,
    category: 'legal',
    priority: 'high',
    estimatedDuration: '1-8 weeks',
    steps: [
      'Ask the funeral director for proof-of-death statements: many organizations accept them for a first notice.',
      'Once the death is registered, order the official certificates from the registry online, by mail or in person.',
      'Order several copies: the executor often needs one for each bank, insurer and the probate application.',
      'Keep the originals safe and send copies where a copy is accepted.',
    ],
    contacts: [contact(region.registry)],
    source: region.registry.source,
    reviewed: r,
  }
}

function findTheWill(region: RegionProfile): TaskTemplate {
  const qc = isQuebec(region)
  const bc = region.code === 'ca-bc'
  return {
    key: 'find-the-will',
    title: qc ? 'Find the last will (search the notaries’ and lawyers’ registers)' : 'Find the will and the executor',
    description: qc
      ? 'In Québec the liquidator searches the registers of the Chambre des notaires and the Barreau du Québec to find the last will, and checks whether it is a notarial will.'
      : 'The will names the executor, who is responsible for settling the estate. Without a will, the law of the province or territory decides who may apply to administer the estate and who inherits.',
    category: 'legal',
    priority: 'high',
    estimatedDuration: '1-2 weeks',
    steps: qc
      ? [
          'Ask the Chambre des notaires du Québec and the Barreau du Québec for will search certificates.',
          'Check whether the last will is notarial (no probate needed) or holograph or witnessed (must be probated).',
          'Read the will for the name of the liquidator and any funeral wishes.',
        ]
      : [
          'Look through the person’s papers, safety deposit box and filing cabinet for the original will.',
          'Contact the person’s lawyer, if they had one: many people leave the original with their lawyer.',
          bc
            ? 'In British Columbia, order a search of the wills notice index: the certificate of search is filed with the probate application.'
            : 'Ask the court registry whether a will was filed with the court.',
          'Keep the original will safe and unaltered: the court usually needs the original, not a copy.',
        ],
    contacts: qc ? [] : [contact(region.probateCourt)],
    source: qc
      ? SRC.qcMainSteps
      : bc
        ? SRC.bcWesaRegulation
        : region.code === 'ca-on'
          ? SRC.onSeniorsGuide
          : region.probateCourt.source,
    reviewed: r,
    ...(qc || bc || region.code === 'ca-on' ? {} : { official: region.probateCourt.official ?? true }),
  }
}

function notifyPensionAndBenefits(region: RegionProfile): TaskTemplate {
  const extras = extrasFor(region)
  return {
    key: 'notify-pension-and-benefits',
    title: 'Tell Service Canada and stop benefits',
    description: extras.territory
      ? `Deaths in ${region.name} must be reported to Service Canada by the family: send proof of death and the Social Insurance Number.`
      : `Deaths in ${region.name} are reported to Service Canada by the province, but you still need to stop or transfer benefits and ask about survivor benefits.`,
    category: 'government',
    priority: 'high',
    estimatedDuration: '1-2 hours',
    steps: [
      ...(extras.territory
        ? [
            'Send the funeral director’s statement of death (or a death certificate) and the Social Insurance Number to Service Canada, in person at a Service Canada Centre or by mail.',
          ]
        : []),
      ...(isQuebec(region)
        ? [
            "If you filled in the simplified forwarding form with the declaration of death, the Directeur de l'état civil informs several Québec and federal bodies for you.",
          ]
        : []),
      'Call Service Canada to stop Old Age Security and Canada Pension Plan payments and to ask which survivor benefits apply.',
      'Tell any employer or private pension plan that paid the person, and ask about survivor benefits.',
      'Payments made after the death may have to be paid back, so report it soon.',
    ],
    contacts: [SERVICE_CANADA],
    source: SRC.serviceCanadaAfterDeath,
    reviewed: r,
  }
}

function applyCppDeathBenefit(region: RegionProfile): TaskTemplate {
  return {
    key: 'apply-cpp-death-benefit',
    title: 'Apply for the CPP death benefit and survivor benefits',
    description:
      'The Canada Pension Plan pays a one-time death benefit of $2,500 to the estate of an eligible contributor, with an extra $2,500 in some cases since 2025. Survivors may also get a monthly pension.',
    category: 'financial',
    priority: 'medium',
    estimatedDuration: '1-2 hours to apply',
    steps: [
      'The executor applies for the death benefit; if there is no executor, the person who paid for the funeral, the surviving spouse or partner, or the next of kin may apply.',
      'A surviving spouse or common-law partner applies separately for the survivor’s pension; dependent children may get a children’s benefit.',
      ...(isQuebec(region)
        ? [
            'If the person contributed to the Québec Pension Plan, ask Retraite Québec about its death and survivor benefits.',
          ]
        : []),
      'Ask Service Canada which documents to send with the application.',
    ],
    contacts: [SERVICE_CANADA],
    source: SRC.cppAmounts2025,
    reviewed: r,
  }
}

function notifyTaxOffice(region: RegionProfile): TaskTemplate {
  const qc = isQuebec(region)
  return {
    key: 'notify-tax-office',
    title: qc
      ? 'Tell the CRA and Revenu Québec and file the final returns'
      : 'Tell the Canada Revenue Agency and file the final return',
    description:
      'The executor files a final income tax return for the year of death. For a death from January to October it is due by 30 April of the next year; for a death in November or December, 6 months after the death.',
    category: 'government',
    priority: 'high',
    estimatedDuration: 'A few weeks',
    steps: [
      'Call the CRA to report the death and stop or transfer benefit payments such as the GST/HST credit.',
      'Gather the person’s tax slips and last notice of assessment.',
      'File the final return, covering 1 January to the date of death. A tax professional can help if there were investments or property.',
      ...(qc ? ['File the Québec return with Revenu Québec as well.'] : []),
    ],
    contacts: [CRA],
    source: SRC.craFinalReturnDue,
    reviewed: r,
  }
}

function cancelIdDocuments(region: RegionProfile): TaskTemplate {
  return {
    key: 'cancel-id-documents',
    title: 'Cancel the passport and other identity documents',
    description: `Cancelling documents protects against identity fraud. The passport is cancelled federally; the health card and driver’s licence with the ${region.name} government.`,
    category: 'government',
    priority: 'medium',
    estimatedDuration: '1-2 hours',
    steps: [
      'Mail a valid passport with a copy of the death certificate and a letter saying whether it should be destroyed or returned, to Passport Program, Gatineau QC K1A 0G3.',
      'Tell Service Canada if the person held a citizenship certificate or permanent resident card.',
      `Cancel the health card and driver’s licence with the ${region.name} offices that issued them; a death certificate is usually enough.`,
      'Keep copies of what you sent and when.',
    ],
    contacts: [SERVICE_CANADA],
    source: SRC.bcWhoToNotify,
    reviewed: r,
  }
}

function notifyBanks(): TaskTemplate {
  return {
    key: 'notify-banks',
    title: 'Tell the banks and ask what they need',
    description:
      'Each bank sets its own limit for releasing money without a court grant. Tell every bank early and ask exactly what documents it wants.',
    category: 'financial',
    priority: 'high',
    estimatedDuration: '1-2 weeks',
    steps: [
      'List every bank, credit union and investment firm the person used, from statements and mail.',
      'Tell each one about the death and ask for the balances at the date of death.',
      'Ask whether they will release funds without probate, and for which amounts.',
      'Ask how joint accounts and plans with a named beneficiary (RRSP, RRIF, TFSA) will be handled: these usually pass outside the estate.',
    ],
    contacts: [],
    source: SRC.banksPolicy,
    reviewed: r,
    official: false,
  }
}

function findLifeInsurance(): TaskTemplate {
  return {
    key: 'find-life-insurance',
    title: 'Claim life insurance and look for lost policies',
    description:
      'Life insurance with a named beneficiary is paid to that person directly. Contact each insurer, and the person’s employer for group insurance.',
    category: 'financial',
    priority: 'medium',
    estimatedDuration: '2-6 weeks',
    steps: [
      'Look for policies in the person’s papers and for premium payments in bank statements.',
      'Ask the person’s employer or former employer about group life insurance.',
      'Call each insurer to report the death and ask for claim forms.',
      'If you believe a policy exists but cannot find it, ask the OmbudService for Life and Health Insurance for a search (between three months and two years after the death).',
    ],
    contacts: [OLHI],
    source: SRC.lostLifeInsurance,
    reviewed: r,
  }
}

function applyForProbate(region: RegionProfile): TaskTemplate {
  const extras = extrasFor(region)
  const qc = isQuebec(region)
  return {
    key: 'apply-for-probate',
    title: qc
      ? 'Have the will probated, if it is not notarial'
      : `Apply for probate at the ${region.probateCourt.name}`,
    description: qc
      ? (region.probateCourt.description ??
        'A notarial will needs no probate; other wills are verified by the court or a notary.')
      : `To deal with land or larger accounts, the executor usually needs ${extras.grantName} from the ${region.probateCourt.name}. ${region.smallEstate.text}`,
    category: 'estate',
    priority: 'high',
    estimatedDuration: 'Several weeks to a few months',
    steps: qc
      ? [
          'If the will was made before a notary, skip this step: it can be used as it is.',
          'Otherwise ask a notary, or the Superior Court in the district where the person last lived, to probate the will.',
          'Bring the original will and the copy of the act of death from the Directeur de l’état civil.',
          'Inform the successors that the will is being probated, unless the court exempts you.',
        ]
      : [
          'Ask each bank and the land titles office whether they need a grant before you apply.',
          'List the assets and debts with their values on the date of death.',
          'Get the application forms from the court or its website, and the original will and a death certificate.',
          'Pay the court fee or probate tax that applies, then file the application.',
        ],
    contacts: [contact(region.probateCourt)],
    source: region.probateCourt.source,
    reviewed: r,
    official: region.probateCourt.official ?? true,
  }
}

function firstNationsEstate(region: RegionProfile): TaskTemplate | null {
  const dept = extrasFor(region).firstNationsEstates
  if (!dept) return null
  const name =
    dept === 'ISC' ? 'Indigenous Services Canada' : 'Crown-Indigenous Relations and Northern Affairs Canada (CIRNAC)'
  return {
    key: 'first-nations-estate',
    title: 'If the person was First Nations and lived on a reserve, contact Estate Services',
    description: `Under the Indian Act, the estate of a First Nations person ordinarily resident on a reserve in ${region.name} is handled with ${name}, not only through the provincial or territorial court.`,
    category: 'legal',
    priority: 'medium',
    estimatedDuration: '1 day to start',
    steps: [
      `Email Estate Services; they will ask a few questions to decide whether ${name} or the ${region.name} court handles the estate.`,
      'If the department looks after the estate, it sends the forms to appoint someone to settle it.',
      'If the person lived off reserve when they died, the estate follows the usual steps in this checklist.',
    ],
    contacts: [ISC_EMAIL],
    source: SRC.iscEstates,
    reviewed: r,
  }
}

function getClearanceCertificate(region: RegionProfile): TaskTemplate {
  const qc = isQuebec(region)
  return {
    key: 'get-clearance-certificate',
    title: 'Get a tax clearance certificate before sharing out the estate',
    description:
      'A CRA clearance certificate confirms the person’s taxes are paid. An executor who distributes the estate without one can be personally liable for tax still owed.',
    category: 'estate',
    priority: 'medium',
    estimatedDuration: 'Several months',
    steps: [
      'Wait until all returns are filed and assessed and any tax owing is paid.',
      'Send Form TX19, Asking for a Clearance Certificate, to the CRA with the documents it lists.',
      ...(qc ? ['Also ask Revenu Québec for its certificate authorizing the distribution of property.'] : []),
      'Keep enough money in the estate to cover any tax until the certificate arrives.',
    ],
    contacts: [CRA],
    source: SRC.craClearance,
    reviewed: r,
  }
}

export function checklist(region: RegionProfile): TaskTemplate[] {
  const items: Array<TaskTemplate | null> = [
    confirmTheDeath(region),
    arrangeFuneral(region),
    registerDeath(region),
    orderDeathCertificates(region),
    findTheWill(region),
    notifyPensionAndBenefits(region),
    applyCppDeathBenefit(region),
    notifyTaxOffice(region),
    cancelIdDocuments(region),
    notifyBanks(),
    findLifeInsurance(),
    applyForProbate(region),
    firstNationsEstate(region),
    getClearanceCertificate(region),
  ]
  return items.filter((item): item is TaskTemplate => item !== null)
}

// ---------------------------------------------------------------------------------------------------------
// Legal actions: three shared templates plus, where the law there has one, a region-specific action.
// ---------------------------------------------------------------------------------------------------------

function grantAction(region: RegionProfile): TaskTemplate {
  const base = applyForProbate(region)
  return { ...base, key: 'apply-for-grant', priority: 'high', supersedes: ['apply-for-probate'] }
}

function smallEstateAction(region: RegionProfile): TaskTemplate {
  const t = region.smallEstate
  return {
    key: 'check-small-estate-and-fees',
    title: 'Check the small-estate rules and court fees',
    description: t.text,
    category: 'estate',
    priority: 'medium',
    estimatedDuration: '1-2 hours',
    steps: [
      'Add up the assets that pass under the will or by law, leaving out joint assets with a survivor and plans with a named beneficiary.',
      'Compare the total with the rule above to see whether a simpler process or a lower fee applies.',
      `Confirm the current fee with the ${region.probateCourt.name} before you pay.`,
    ],
    contacts: [contact(region.probateCourt)],
    source: t.source,
    reviewed: r,
    official: t.official ?? true,
  }
}

function taxAction(region: RegionProfile): TaskTemplate {
  const qc = isQuebec(region)
  return {
    key: 'final-returns-and-clearance',
    supersedes: ['get-clearance-certificate'],
    title: qc
      ? 'File final returns (CRA and Revenu Québec) and get clearance'
      : 'File the final tax return and get a clearance certificate',
    description:
      'The executor is responsible for the final return and for any tax the estate owes. Distribute the estate only after the CRA clearance certificate, or keep enough back to pay any tax.',
    category: 'estate',
    priority: 'high',
    estimatedDuration: 'Several months',
    steps: [
      'File the final return by 30 April of the next year (or 6 months after the death, for a death in November or December).',
      'Report any income the estate earns after the death on a trust (T3) return.',
      ...(qc
        ? ['File the Québec returns with Revenu Québec and ask for its certificate authorizing distribution.']
        : []),
      'After the notices of assessment arrive and tax is paid, send Form TX19 to the CRA.',
    ],
    contacts: [CRA],
    source: SRC.craFinalReturnDue,
    reviewed: r,
  }
}

const REGION_LEGAL_ACTIONS: Record<string, (region: RegionProfile) => TaskTemplate> = {
  'ca-on': () => ({
    key: 'file-estate-information-return',
    title: 'File the Estate Information Return within 180 days',
    description:
      'After the court issues the certificate, the estate trustee must file an Estate Information Return with the Ontario Ministry of Finance within 180 days. If the estate turns out to be worth more, pay the extra estate administration tax first.',
    category: 'estate',
    priority: 'high',
    estimatedDuration: '1-2 days',
    steps: [
      'Note the date the certificate was issued and count 180 days.',
      'List the assets and their values at the date of death, as asked on the return.',
      'If you find more assets or a property sells for more than estimated, pay the extra tax before filing.',
    ],
    contacts: [],
    deadline: {
      amount: 180,
      unit: 'days',
      from: 'grant-of-probate',
      text: 'File the Estate Information Return within 180 days of receiving the certificate',
      source: SRC.onEstateTaxAndReturn,
      reviewed: r,
      official: false,
    },
    source: SRC.onEstateTaxAndReturn,
    reviewed: r,
    official: false,
  }),
  'ca-qc': () => ({
    key: 'register-liquidator-and-inventory',
    title: 'Register the liquidator and publish the inventory',
    description:
      'The liquidator registers a notice of designation in the Register of personal and movable real rights (RDPRM), makes an inventory of the property and debts, and publishes a notice that the inventory is closed.',
    category: 'legal',
    priority: 'high',
    estimatedDuration: 'Several weeks',
    steps: [
      'Register the notice of designation of the liquidator in the RDPRM.',
      'Draw up the inventory of the succession’s property and debts.',
      'Publish the notice of closure of the inventory in the RDPRM and in a newspaper where the person last lived.',
      'Open a bank account in the name of the succession.',
    ],
    contacts: [],
    source: SRC.qcMainSteps,
    reviewed: r,
  }),
  'ca-sk': () => ({
    key: 'ask-court-staff-help',
    title: 'For estates of $15,000 or less, ask court staff to prepare the papers',
    description:
      "If you are handling an estate worth $15,000 or less yourself and live in Saskatchewan, the local registrar of the Court of King's Bench will prepare the papers for the grant.",
    category: 'legal',
    priority: 'medium',
    estimatedDuration: '1-2 weeks',
    steps: [
      'Check that the estate is worth $15,000 or less.',
      'Contact the local registrar and bring the information and documents they ask for.',
      'Pay the prescribed fee.',
    ],
    contacts: [],
    source: SRC.skUnder15000,
    reviewed: r,
  }),
  'ca-nt': () => ({
    key: 'small-estate-declaration',
    title: 'Apply for a declaration of small estate (under $35,000)',
    description:
      'If the net value of the assets that need probate is under $35,000, you can ask the Supreme Court of the Northwest Territories for a small-estate order instead of a full grant.',
    category: 'legal',
    priority: 'medium',
    estimatedDuration: '2-6 weeks',
    steps: [
      'Value the assets at the date of death, leaving out joint assets and plans with a named beneficiary.',
      'File the application and supporting affidavit (Forms 2 and 3 of the Estate Administration Rules).',
      'Give a copy of the court’s order to each bank or other holder of assets.',
    ],
    contacts: [],
    source: SRC.ntSmallEstates,
    reviewed: r,
    official: false,
  }),
}

export function legalActions(region: RegionProfile): TaskTemplate[] {
  const extra = REGION_LEGAL_ACTIONS[region.code]
  return [grantAction(region), smallEstateAction(region), taxAction(region), ...(extra ? [extra(region)] : [])]
}

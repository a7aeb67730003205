import type { Office, RegionProfile, TaskTemplate } from '../../schema'
import { PlaceName, REVIEWED, placeName } from './common'
import { ESTATE_TAX_EXCLUSION_2026, FDIC_PHONE, NATIONAL_SRC, SSA_PHONE, VA_PHONE } from './national'

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** 'Name: phone' or 'Name: website' for a contact line. */
function contactLine(office: Office): string {
  if (office.phone) return `${office.name}: ${office.phone}${office.phoneNote ? ` (${office.phoneNote})` : ''}`
  if (office.website) return `${office.name}: ${office.website}`
  return office.name
}

function sourced(source: string, official = true) {
  return { source, official, reviewed: REVIEWED }
}

/** One short sentence naming the state's small-estate limit, or saying there is no single figure. */
export function smallEstateSummary(region: RegionProfile): string {
  const { amount } = region.smallEstate
  return amount === null
    ? `${PlaceName(region.name)} has no single dollar limit that applies in every case; see the details below and check with the court.`
    : `In ${placeName(region.name)}, the main small-estate limit is ${usd(amount)}; conditions apply (see below).`
}

/** The region's personal checklist, composed from national templates and the region's own facts. */
export function usaChecklist(region: RegionProfile): TaskTemplate[] {
  return [...firstDaysTasks(region), ...estateTasks(region), ...afterwardsTasks()]
}

/** The first days: registering the death, certificates, the funeral and Social Security. */
function firstDaysTasks(region: RegionProfile): TaskTemplate[] {
  const registry = contactLine(region.registry)
  const deadline = region.registrationDeadline
  const whoRegisters = region.registeredBy
  return [
    {
      key: 'register-death',
      title: 'Make sure the death is registered',
      description: deadline
        ? `${deadline.text}. A doctor, medical examiner or coroner completes the cause of death; you do not normally file anything yourself.`
        : `In ${placeName(region.name)}, ${whoRegisters} files the death certificate with the state or local registrar. A doctor, medical examiner or coroner completes the cause of death; you do not normally file anything yourself.`,
      category: 'government',
      priority: 'urgent',
      estimatedDuration: '1-3 days',
      steps: [
        'Choose a funeral home and tell them you want them to handle the death certificate.',
        "Give them the person's full name, date and place of birth, Social Security number, parents' names and marital status.",
        'Ask when the death certificate will be filed and when certified copies will be ready.',
        'Read the details on the certificate carefully; mistakes are harder to fix later.',
      ],
      contacts: [registry],
      ...(deadline ? { deadline } : {}),
      ...sourced(
        deadline?.source ?? region.registry.source,
        deadline ? deadline.official !== false : region.registry.official !== false,
      ),
    },
    {
      key: 'order-death-certificates',
      title: 'Order certified copies of the death certificate',
      description: `Banks, insurers, Social Security and the courts usually ask for a certified copy. The funeral director can usually order the first copies for you; more can be ordered later from the ${region.registry.name}.`,
      category: 'government',
      priority: 'high',
      estimatedDuration: '1-4 weeks',
      steps: [
        'Count the banks, insurers, agencies and courts you will deal with, and order enough copies for each, plus a few spare.',
        'Ask the funeral director to include them with the funeral arrangements.',
        'Only close family, the executor and some others can order certified copies; have ID and proof of your relationship ready.',
        'Keep the copies together in a safe place and note who you sent each one to.',
      ],
      contacts: [registry],
      ...sourced(region.registry.source, region.registry.official !== false),
    },
    {
      key: 'arrange-funeral',
      title: 'Arrange the funeral, burial or cremation',
      description:
        'Look for any written wishes or a prepaid funeral plan, then choose a funeral home. If the person served in the armed forces, Veterans Affairs may help with burial.',
      category: 'funeral',
      priority: 'urgent',
      estimatedDuration: '3-10 days',
      steps: [
        'Look for written wishes, a prepaid funeral contract or cemetery papers among the person’s documents.',
        'Ask funeral homes for their prices before you decide.',
        'If the person was a veteran, give the funeral director their discharge papers (DD214) and ask about a national cemetery, a headstone, a burial flag and military funeral honors.',
        'Keep every receipt: funeral costs are usually paid back from the estate.',
      ],
      contacts: [`U.S. Department of Veterans Affairs: ${VA_PHONE}`],
      ...sourced(NATIONAL_SRC.vaBurial),
    },
    {
      key: 'notify-social-security',
      title: 'Tell Social Security about the death',
      description:
        'The funeral home usually reports the death if you give them the Social Security number. If not, call Social Security. A surviving spouse or child may get a one-time $255 payment, which must be applied for within two years, and monthly survivors benefits.',
      category: 'government',
      priority: 'high',
      estimatedDuration: '1 day',
      steps: [
        'Ask the funeral director whether they will report the death to Social Security.',
        `If they do not, call Social Security at ${SSA_PHONE} (TTY 1-800-325-0778) or visit a local office; deaths cannot be reported online.`,
        'Ask about the $255 lump-sum death payment and survivors benefits for a spouse or children.',
        'Do not spend Social Security payments that arrive for the month of death or later; they usually have to be returned.',
      ],
      contacts: [`Social Security Administration: ${SSA_PHONE}`],
      ...sourced(NATIONAL_SRC.ssaLumpSum),
    },
  ]
}

/** The will, probate, the banks and life insurance. */
function estateTasks(region: RegionProfile): TaskTemplate[] {
  const court = region.probateCourt.name
  return [
    {
      key: 'find-the-will',
      title: 'Find the will and any trust papers',
      description: `Look for the original signed will and any living trust. The executor named in the will usually takes it to the ${court}.`,
      category: 'legal',
      priority: 'high',
      estimatedDuration: '1-2 weeks',
      steps: [
        'Search the person’s papers, desk, safe and safe deposit box, and ask the lawyer who may have written the will.',
        'Keep the original will exactly as it is: do not unstaple, mark or copy over it.',
        'Check whether the person had a living trust; trust property usually does not go through probate.',
        'Give the original will to the executor, who files it with the court when probate is opened.',
      ],
      contacts: [contactLine(region.probateCourt)],
      ...sourced(region.probateCourt.source, region.probateCourt.official !== false),
    },
    {
      key: 'apply-for-probate',
      title: `Find out whether probate is needed in ${placeName(region.name)}`,
      description: `Property with a named beneficiary, a joint owner with survivorship, or held in a trust usually passes without probate. For what is left, ${placeName(region.name)} has simpler procedures for small estates. ${smallEstateSummary(region)}`,
      category: 'estate',
      priority: 'high',
      estimatedDuration: '2-6 weeks',
      steps: [
        'List everything the person owned and how each item is owned (alone, jointly, with a beneficiary, in a trust).',
        'Add up the value of what was in the person’s name alone with no beneficiary.',
        `Compare it with ${placeName(region.name)}'s small-estate rules: ${region.smallEstate.text}`,
        `If the estate is too large or includes real estate, the executor applies to the ${court}.`,
        'For help, ask the court’s self-help center, a legal aid office or a probate lawyer.',
      ],
      contacts: [contactLine(region.probateCourt)],
      ...sourced(region.smallEstate.source, region.smallEstate.official !== false),
    },
    {
      key: 'notify-banks',
      title: 'Tell the banks and financial companies',
      description:
        'Accounts in the person’s name alone are usually released only to the executor or administrator, or through the small-estate procedure. FDIC deposit insurance continues for six months after the death.',
      category: 'financial',
      priority: 'medium',
      estimatedDuration: '2-6 weeks',
      steps: [
        'Make a list of banks, credit unions, brokerages and retirement plans from statements and mail.',
        'Send each a certified death certificate and ask what else they need to release or retitle the accounts.',
        'Ask about joint and payable-on-death accounts, automatic payments and deposits that arrived after the death.',
        'Cancel credit cards and tell the companies the estate will deal with any balance.',
      ],
      contacts: [`FDIC: ${FDIC_PHONE}`],
      ...sourced(NATIONAL_SRC.fdicGrace),
    },
    {
      key: 'find-life-insurance',
      title: 'Claim life insurance and look for lost policies',
      description:
        'Life insurance with a named beneficiary is paid directly to that person, not through probate. The free NAIC Life Insurance Policy Locator can help find policies you do not know about.',
      category: 'financial',
      priority: 'medium',
      estimatedDuration: '2-12 weeks',
      steps: [
        'Look for policies, premium notices and employer benefits statements.',
        'Call each insurer with the policy number and ask for a claim form.',
        'If you suspect a policy you cannot find, submit a request through the NAIC Life Insurance Policy Locator.',
        'Wait to be contacted: a company only responds if it finds a policy and you are the beneficiary.',
      ],
      contacts: [
        'NAIC Life Insurance Policy Locator: https://content.naic.org/article/learn_how_use_naic_life_insurance_policy_locator.htm',
      ],
      ...sourced(NATIONAL_SRC.naic),
    },
  ]
}

/** Pensions, taxes, the mail and looking after yourself. */
function afterwardsTasks(): TaskTemplate[] {
  return [
    {
      key: 'notify-pension-and-benefits',
      title: 'Tell Medicare plans, pensions and other benefit providers',
      description:
        'Social Security tells Original Medicare. Private Medicare Advantage, Medigap and Part D drug plans, pensions, annuities and veterans benefits need to be told separately.',
      category: 'government',
      priority: 'medium',
      estimatedDuration: '1-2 weeks',
      steps: [
        'Contact any Medicare Advantage, Medigap or Part D drug plan insurer with the death certificate.',
        'Tell former employers and pension plans; ask about survivor pensions.',
        'If the person received VA benefits, tell Veterans Affairs and ask about benefits for survivors.',
        'Ask each provider whether any payment made after the death must be returned.',
      ],
      contacts: [`Social Security Administration: ${SSA_PHONE}`, `U.S. Department of Veterans Affairs: ${VA_PHONE}`],
      ...sourced(NATIONAL_SRC.medicare, false),
    },
    {
      key: 'notify-tax-office',
      title: 'Handle the final tax returns',
      description:
        "The surviving spouse or the person handling the estate files the person's final federal income tax return for the year of death by the usual April deadline, and a state return where the state has an income tax.",
      category: 'financial',
      priority: 'medium',
      estimatedDuration: 'By the April tax deadline',
      steps: [
        'Gather last year’s tax return and this year’s income statements (W-2, 1099 and similar).',
        'File IRS Form 56 to tell the IRS who is acting for the person.',
        "On a paper return, write 'Deceased', the person's name and the date of death across the top.",
        'Use Form 1310 to claim a refund if you are not a surviving spouse filing jointly or a court-appointed representative.',
      ],
      contacts: ['A tax professional, or the IRS at irs.gov'],
      ...sourced(NATIONAL_SRC.finalReturn, false),
    },
    {
      key: 'redirect-mail',
      title: 'Cancel services and deal with the mail',
      description:
        'Tell utilities, credit card companies, the credit bureaus, and clubs or subscriptions about the death, and arrange for someone to collect the mail.',
      category: 'general',
      priority: 'low',
      estimatedDuration: '2-4 weeks',
      steps: [
        'Keep the home’s utilities on until the property is dealt with, but move the accounts into the right name.',
        'Cancel subscriptions, memberships and phone plans that are no longer needed.',
        'Tell the credit bureaus about the death.',
        'Arrange for someone to collect or forward the mail; it often reveals accounts and bills you did not know about.',
      ],
      contacts: ['USAGov: https://www.usa.gov/es/reportar-una-muerte'],
      ...sourced(NATIONAL_SRC.usaGovEs),
    },
    {
      key: 'look-after-yourself',
      title: 'Look after yourself',
      description:
        'Grief is exhausting and most of these tasks can wait a few days. If you feel overwhelmed or unsafe, you can call or text 988 at any time.',
      category: 'personal',
      priority: 'medium',
      estimatedDuration: 'Ongoing',
      steps: [
        'Ask family or friends to take on specific tasks from this list.',
        'Put off big decisions, such as selling the home, where you can.',
        'Call or text 988 for free, confidential support, any time; veterans can press 1.',
      ],
      contacts: ['988 Suicide & Crisis Lifeline: call or text 988'],
      ...sourced(NATIONAL_SRC.lifeline, false),
    },
  ]
}

/** The region's legal actions, composed from national templates and the region's own law. */
export function usaLegalActions(region: RegionProfile): TaskTemplate[] {
  return [...probateActions(region), ...taxAndTrustActions(region)]
}

/** The small-estate procedure or full probate. */
function probateActions(region: RegionProfile): TaskTemplate[] {
  const court = region.probateCourt
  const { amount } = region.smallEstate
  return [
    {
      key: 'small-estate-procedure',
      title:
        amount === null
          ? `Check ${placeName(region.name)}'s small-estate procedure`
          : `Use ${placeName(region.name)}'s small-estate procedure (up to ${usd(amount)})`,
      description: region.smallEstate.text,
      category: 'legal',
      priority: 'high',
      estimatedDuration: '2-8 weeks',
      steps: [
        'Confirm with the court clerk that the estate qualifies and which form to use.',
        'Wait for any waiting period the rules set after the death.',
        'Get a certified death certificate and list each asset with its value.',
        'Sign the affidavit or petition, before a notary if required, and give it to the bank or file it as the rules say.',
      ],
      contacts: [contactLine(court)],
      ...sourced(region.smallEstate.source, region.smallEstate.official !== false),
    },
    {
      key: 'open-probate',
      supersedes: ['apply-for-probate'],
      title: `Open probate at the ${court.name}`,
      description:
        'If the estate is too large for the small-estate procedure, or real estate has to be transferred, the executor named in the will (or a close relative if there is no will) asks the court to be appointed. The court issues letters testamentary (with a will) or letters of administration (without one), which give the authority to collect assets, pay debts and distribute what is left.',
      category: 'legal',
      priority: 'high',
      estimatedDuration: '6-18 months',
      steps: [
        'Collect the original will, a certified death certificate and a list of the heirs and assets.',
        'File the petition with the court in the county where the person lived.',
        'Give notice to heirs and creditors as the court directs.',
        'Collect the assets, pay debts and taxes, then distribute the rest and close the estate.',
      ],
      contacts: [contactLine(court)],
      ...sourced(court.source, court.official !== false),
    },
  ]
}

/** The final tax returns, the estate tax check, and trust land. */
function taxAndTrustActions(region: RegionProfile): TaskTemplate[] {
  return [
    {
      key: 'final-tax-returns',
      supersedes: ['notify-tax-office'],
      title: 'File the final federal and state income tax returns',
      description:
        "The person's final Form 1040 covers income up to the date of death and is due by the usual April deadline. File IRS Form 56 to show who is acting for the person, and a state return where the state has an income tax.",
      category: 'legal',
      priority: 'medium',
      estimatedDuration: 'By the April tax deadline',
      steps: [
        'File IRS Form 56 (Notice Concerning Fiduciary Relationship).',
        'Prepare the final Form 1040, with the surviving spouse if filing jointly.',
        'Attach Form 1310 if you are claiming a refund and are not a surviving spouse or court-appointed representative.',
        'Ask a tax adviser whether the estate itself must file an income tax return.',
      ],
      contacts: ['A tax professional, or the IRS at irs.gov'],
      ...sourced(NATIONAL_SRC.finalReturn, false),
    },
    {
      key: 'estate-tax-check',
      title: 'Check whether a federal estate tax return is needed',
      description: `For deaths in 2026, federal estate tax applies only to estates above ${usd(ESTATE_TAX_EXCLUSION_2026)}. A surviving spouse may still file to keep the unused exclusion. Some states have their own estate or inheritance tax with lower limits.`,
      category: 'legal',
      priority: 'low',
      estimatedDuration: '1 day to check',
      steps: [
        'Add up everything the person owned, including life insurance, retirement accounts and property outside probate.',
        `If the total is near or above ${usd(ESTATE_TAX_EXCLUSION_2026)}, or a surviving spouse wants to keep the unused exclusion, talk to a tax adviser.`,
        `Ask whether ${placeName(region.name)} has its own estate or inheritance tax.`,
      ],
      contacts: ['A tax professional, or the IRS at irs.gov'],
      ...sourced(NATIONAL_SRC.estateTax),
    },
    {
      key: 'indian-trust-probate',
      title: 'If the person owned Indian trust land or trust funds, start the federal probate',
      description:
        'Trust or restricted land and trust funds of American Indian and Alaska Native people go through a separate federal probate, prepared by the Bureau of Indian Affairs and decided by the Office of Hearings and Appeals.',
      category: 'legal',
      priority: 'medium',
      estimatedDuration: 'Several months',
      steps: [
        'Contact the local BIA Agency office or the tribe’s probate program office.',
        'Give them a death certificate and information about the family and any will.',
        'Wait for the hearing notice from the Office of Hearings and Appeals, and attend or respond.',
      ],
      contacts: ['Bureau of Indian Affairs – Branch of Probate Services: https://www.bia.gov/bia/ots/dps'],
      ...sourced(NATIONAL_SRC.biaGuide),
    },
  ]
}

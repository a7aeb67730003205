import type { RegionProfile, TaskTemplate } from '../../schema'
import { contactLine } from './checklist'
import { INHERITANCE_TAX, INHERITANCE_TAX_HELPLINE, inheritanceTaxDeadline } from './inheritance-tax'
import { jurisdictionOf, type Jurisdiction } from './regions'
import { SRC, official } from './sources'

/** Legal actions, composed per nation from the same templates (same keys in every nation). */

function obtainGrant(region: RegionProfile): TaskTemplate {
  const j = jurisdictionOf(region)
  const court = region.probateCourt
  const text: Record<Jurisdiction, { title: string; description: string; steps: string[] }> = {
    'england-wales': {
      title: 'Apply for a grant of probate or letters of administration',
      description:
        'In England and Wales the executor named in the will applies for a grant of probate. If there is no will, or no executor can act, a relative applies for letters of administration. The grant lets you collect the money and property and pass it on.',
      steps: [
        'Check that probate is needed and that you are entitled to apply.',
        'Value the estate before applying. If Inheritance Tax is due, you normally have to pay at least some of it before you get probate.',
        'Apply online or by post to the HMCTS Probate Service.',
        'Send copies of the grant to each organisation that holds the person’s money or property.',
      ],
    },
    scotland: {
      title: 'Apply to the sheriff court for confirmation',
      description:
        'In Scotland the executor applies to the sheriff court where the person lived for confirmation. It is only needed where a bank or other holder of the estate asks for it.',
      steps: [
        'Complete the inventory of the estate (form C1).',
        'For an estate of £36,000 or less, the sheriff clerk can prepare the inventory with you for free.',
        'Send copies of the confirmation to each organisation that holds the person’s money or property.',
      ],
    },
    'northern-ireland': {
      title: 'Apply to the Probate Office for a grant',
      description:
        'In Northern Ireland the High Court issues grants of probate (with a will) and letters of administration (without a will). Applications are handled by the Principal Registry in the Royal Courts of Justice, Belfast.',
      steps: [
        'Check whether a grant is needed: it almost always is for £20,000 or more, shares, some insurance policies, or property in the person’s own name.',
        'Decide whether to apply yourself as a personal applicant or use a solicitor.',
        'Value the estate and deal with HMRC before applying.',
        'Send copies of the grant to each organisation that holds the person’s money or property.',
      ],
    },
  }
  const t = text[j]
  return {
    ...official(court.source),
    key: 'obtain-grant-of-representation',
    supersedes: ['apply-for-probate'],
    title: t.title,
    description: t.description,
    category: 'legal',
    priority: 'high',
    estimatedDuration: 'Several weeks to a few months',
    steps: t.steps,
    contacts: [contactLine(court)],
  }
}

function smallEstate(region: RegionProfile): TaskTemplate {
  const limit = region.smallEstate
  const steps =
    jurisdictionOf(region) === 'scotland'
      ? [
          'Add up everything the person owned, including interest on accounts, without taking off debts or funeral costs.',
          'If the total is £36,000 or less, ask the sheriff clerk’s office in the area where the person lived for an appointment.',
          'If there was no will and the sheriff clerk helps you with a small estate, you do not need a bond of caution (a kind of insurance).',
        ]
      : [
          'Ask each bank, building society, insurer and pension provider whether it will release the money without a grant, and what it needs from you.',
          'Check whether accounts or property were owned jointly: these usually pass straight to the surviving owner.',
          'If any organisation insists on a grant, you will need to apply for one.',
        ]
  return {
    ...official(limit.source),
    key: 'small-estate-without-grant',
    title:
      jurisdictionOf(region) === 'scotland'
        ? 'Use the small estate procedure (£36,000 or less)'
        : 'Check whether the estate can be dealt with without a grant',
    description: limit.text,
    category: 'legal',
    priority: 'medium',
    estimatedDuration: '1-4 weeks',
    steps,
    contacts: [contactLine(region.probateCourt)],
  }
}

function noWill(region: RegionProfile): TaskTemplate {
  const j = jurisdictionOf(region)
  const t: Record<Jurisdiction, { source: string; description: string; steps: string[] }> = {
    'england-wales': {
      source: SRC.probateEW,
      description:
        'If there is no will, the law decides who inherits. The closest living relative can usually apply for letters of administration, which work in the same way as probate.',
      steps: [
        'Make sure there really is no will: check the person’s papers and ask any solicitor they used.',
        'Agree in the family who is the closest relative entitled to apply.',
        'Apply for letters of administration in the same way as for probate (form PA1A if applying by post).',
      ],
    },
    scotland: {
      source: SRC.sctsSmallEstates,
      description:
        'If there is no will, someone must first be appointed as executor by the sheriff court before confirmation is granted. A bond of caution (an insurance) is sometimes needed; it is not needed for a small estate where the sheriff clerk helps you.',
      steps: [
        'Make sure there really is no will: check the person’s papers and ask any solicitor they used.',
        'For an estate of £36,000 or less, ask the sheriff clerk to help with the application.',
        'For a larger estate, ask a solicitor about being appointed executor and about a bond of caution.',
      ],
    },
    'northern-ireland': {
      source: SRC.niProbate,
      description:
        'If there is no will, a close relative can apply for a grant of letters of administration. In some cases, for example where a child inherits, the law says more than one person must act as administrator.',
      steps: [
        'Make sure there really is no will: check the person’s papers and ask any solicitor they used.',
        'Agree in the family who will apply, and whether a second administrator is needed.',
        'Apply to the Probate Office yourself or through a solicitor.',
      ],
    },
  }
  const x = t[j]
  return {
    ...official(x.source),
    key: 'estate-without-a-will',
    title: 'If there is no will',
    description: x.description,
    category: 'legal',
    priority: 'medium',
    estimatedDuration: 'Several weeks',
    steps: x.steps,
    contacts: [contactLine(region.probateCourt)],
  }
}

function inheritanceTax(_region: RegionProfile): TaskTemplate {
  return {
    ...official(SRC.ihtPay),
    key: 'report-and-pay-inheritance-tax',
    supersedes: ['value-estate-and-inheritance-tax'],
    title: 'Report the estate to HMRC and pay any Inheritance Tax',
    description: `Inheritance Tax is a UK tax, the same in all four nations. It is due on the part of the estate above ${INHERITANCE_TAX.nilRateBand} (plus up to ${INHERITANCE_TAX.residenceNilRateBand} when a home goes to children or grandchildren). Any tax must be paid ${INHERITANCE_TAX.paymentDeadline}, or HMRC charges interest.`,
    category: 'legal',
    priority: 'high',
    estimatedDuration: '1-3 months',
    steps: [
      'Value the estate on the date of death.',
      'Even if no tax is due, you need the value for the grant application.',
      'If tax is due, get a payment reference and pay by the deadline. Payments on account are allowed.',
      `For deaths on or after ${INHERITANCE_TAX.pensionsCountFrom}, include most unused pension funds and pension death benefits.`,
    ],
    contacts: [INHERITANCE_TAX_HELPLINE],
    deadline: inheritanceTaxDeadline(),
  }
}

function estateIncomeTax(_region: RegionProfile): TaskTemplate {
  return {
    ...official(SRC.hmrcReturns),
    key: 'final-tax-return',
    title: 'Settle the person’s income tax and the estate’s tax',
    description:
      'The executor or administrator deals with the person’s final income tax, and tells HMRC about any income or gains of the estate while it is being sorted out (the “administration period”).',
    category: 'legal',
    priority: 'medium',
    estimatedDuration: '1-12 months',
    steps: [
      'Wait for HMRC to say whether a Self Assessment tax return is needed for the person; if so, it will send the form.',
      'Gather bank statements, pension and work payslips, and records of any business or rental income.',
      'Send the return by the date in HMRC’s letter.',
      'Tell HMRC about income the estate receives after the death, such as interest or rent.',
    ],
    contacts: ['HM Revenue and Customs (HMRC) Bereavement helpline: see GOV.UK'],
  }
}

export function ukLegalActions(region: RegionProfile): TaskTemplate[] {
  return [obtainGrant(region), smallEstate(region), noWill(region), inheritanceTax(region), estateIncomeTax(region)]
}

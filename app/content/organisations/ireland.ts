import { ownPage } from './entry'
import type { OrganisationCatalogue } from './schema'
import { BANK_NEEDS, REVIEWED, checked, socialMediaFor } from './shared'

/**
 * Ireland: no official service tells several organisations at once, and whether the General Register Office tells
 * the Department of Social Protection could not be confirmed; gov.ie says to tell the section that pays each
 * social welfare payment (docs/content.md, 'Organisations catalogue').
 */
const SRC = {
  recentlyBereaved: 'https://gov.ie/en/publication/847761-recently-bereaved',
  revenue:
    'https://revenue.ie/en/life-events-and-personal-circumstances/death-and-bereavement/information-on-tax-after-a-bereavement/duties-of-a-personal-representative.aspx',
  bankOfIreland: 'https://personalbanking.bankofireland.com/financial-wellbeing/extra-help/bereavement',
  // Checked on 2026-11-27.
  ptsb: 'https://www.permanenttsb.ie/help-and-support/life-changes/bereavement-support/frequently-asked-questions/',
  /** Citizens Information on changing a vehicle's owner, with what to send when the owner has died. */
  vehicleOwnership:
    'https://www.citizensinformation.ie/en/travel_and_recreation/motoring_1/buying_or_selling_a_vehicle/change_of_ownership.html',
  royalLondonIreland: 'https://www.royallondon.ie/customer-support/life-insurance-customers/make-a-claim',
  /** Revenue on deferring Local Property Tax as the personal representative of a deceased owner. */
  localPropertyTax:
    'https://revenue.ie/en/property/local-property-tax/deferral-of-payment/personal-representatives.aspx',
  vhiLife: 'https://www1.vhi.ie/claims/vhi-life-and-mortgage',
  memberFirstCu: 'https://www.mfcu.ie/bereavement-process/',
  heritageCu: 'https://heritagecu.ie/services/bereavement-guide',
  thomastownCu: 'https://thomastowncreditunion.ie/membership/deceased-accounts',
  alturaCu: 'https://alturacu.ie/information/bereavement',
  stRaphaelsCu: 'https://www.straphaelscu.ie/financial-services/deceased-account-information/',
  enniscorthyCu: 'https://www.enniscorthycu.ie/nominations/',
  eastCoastCu: 'https://eastcoastcu.ie/everyday-banking/wills-nominations',
  /** Tailte Éireann's Land Registration Rules, rule 94: registering the survivor when a joint owner dies. */
  tailteJointOwner:
    'https://www.tailte.ie/en/registration/legislation/rules/rule-94-application-for-registration-by-survivor-or-survivors-of-joint-tenants/rule-94-application-for-registration-by-survivor-or-survivors-of-joint-tenants.html',
  /** The Minister for Health's written answer (Dáil, 24 March 2021) on repaying the Fair Deal nursing home loan. */
  fairDealLoan: 'https://www.oireachtas.ie/en/debates/question/2021-03-24/1813/',
  /** Tailte Éireann's guidelines for a transfer, including one by the personal representative of an owner who died. */
  tailteTransfer:
    'https://www.tailte.ie/en/registration/application-guidelines/transfer-application-for-registration-of-a-change-of-ownership/',
  /** Revenue: the Statement of Affairs (Probate) Form SA.2, the first step in applying for a grant. */
  revenueProbateSa2:
    'https://revenue.ie/en/gains-gifts-and-inheritance/statement-of-affairs-probate-form-s2/index.aspx',
  coreCu: 'https://www.corecu.ie/nomination/',
  wexfordCu: 'https://wexfordcreditunion.ie/membership/nomination',
  bkCu: 'https://bkcreditunion.ie/services/nominations',
  /** Citizens Information on the Widowed or Surviving Civil Partner Grant, paid by the Department of Social Protection. */
  widowedGrant:
    'https://citizensinformation.ie/en/social-welfare/social-welfare-payments/death-related-benefits/widowed-parents-bereavement-grant',
  /** The Department of Social Protection's bereavement page, including telling it when the person cared for dies. */
  dspBereavement: 'https://gov.ie/en/department-of-social-protection/publications/bereavement',
  /** Councils' own pages on who may take over a council tenancy when the tenant dies. */
  carlowTenancy: 'https://carlow.ie/housing/housing-support/tenancy-succession-support',
  wexfordTenancy: 'https://www.wexfordcoco.ie/housing/council-tenants/what-if-a-tenant-dies-or-leaves',
  /** South Dublin County Council's written reply to a councillor (17 October 2016), quoting its letting scheme. */
  southDublinTenancy: 'https://meetings.southdublin.ie/Home/ViewReply/53341',
} as const

/** What a credit union's own bereavement page lists for a deceased member's account (Heritage, Thomastown). */
const CREDIT_UNION_NEEDS = [
  'The death certificate, or an interim death certificate from the coroner',
  'Photo ID and a proof of address dated in the last 6 months, for the executor, administrator or nominee',
  'The solicitor’s details, if one has been appointed',
  'A copy of the will, if they ask for it',
]

/** A nominations page that does not give the current limit: the nominee is paid up to the limit the law sets. */
const CREDIT_UNION_NOMINEE_NEEDS = [
  'The name of anyone the member nominated to receive their savings (up to the limit the law sets)',
  'The will, or the grant of probate, for anything above that or if no one was nominated',
]

/** What a credit union's nominations page says passes to the person the member nominated (the €27,000 limit). */
const CREDIT_UNION_NOMINATION_NEEDS = [
  'The name of anyone the member nominated to receive their savings (up to €27,000)',
  'The grant of probate or letters of administration for any amount above that',
]

export const IRELAND_ORGANISATIONS: OrganisationCatalogue = {
  country: 'IE',
  oneStopServices: [],
  organisations: [
    {
      ...checked(SRC.revenue),
      id: 'ie-revenue',
      name: 'Revenue',
      kind: 'tax',
      bereavementUrl: SRC.revenue,
      usuallyNeeds: ['The date of death', 'Your name and address as personal representative'],
    },
    {
      ...checked(SRC.recentlyBereaved),
      id: 'ie-social-protection',
      name: 'Department of Social Protection (social welfare payments and State Pension)',
      kind: 'social-security',
      bereavementUrl: SRC.recentlyBereaved,
      usuallyNeeds: ['Their PPS number', 'Which social welfare payments they received', 'The date of death'],
    },
    {
      ...checked(SRC.bankOfIreland),
      id: 'ie-bank-of-ireland',
      name: 'Bank of Ireland',
      kind: 'bank',
      bereavementUrl: SRC.bankOfIreland,
      usuallyNeeds: BANK_NEEDS,
    },
    ownPage(SRC.ptsb, {
      id: 'ie-ptsb',
      name: 'PTSB (permanent tsb)',
      kind: 'bank',
      usuallyNeeds: [
        'A certified copy of the death certificate',
        'A small balance claim form if the estate is under €25,000, or the grant of representation',
      ],
    }),
    ownPage(SRC.vehicleOwnership, {
      id: 'ie-department-of-transport-vehicles',
      name: 'Department of Transport (vehicle registration)',
      kind: 'vehicle',
      usuallyNeeds: [
        'The Vehicle Registration Certificate',
        'A letter from the executor or the solicitor dealing with the will, if the car is sold or passed on',
      ],
    }),
    ownPage(SRC.royalLondonIreland, {
      id: 'ie-royal-london',
      name: 'Royal London Ireland (life insurance)',
      kind: 'insurer',
      usuallyNeeds: [
        'The insurer’s claim form, from the financial broker or its claims team',
        'The documents listed with the claim form',
      ],
    }),
    ownPage(SRC.localPropertyTax, {
      id: 'ie-revenue-local-property-tax',
      name: 'Revenue: Local Property Tax (a home they owned alone)',
      kind: 'tax',
      usuallyNeeds: [
        'A letter telling Revenue you are the personal representative',
        'The tax owed at the date of death, from their online Local Property Tax account',
        'Form LPT2, to put off paying until the home is sold or passed on (at most three years after the death)',
      ],
    }),
    ownPage(SRC.vhiLife, {
      id: 'ie-vhi-life',
      name: 'Vhi Life and Mortgage Protection (claims handled by Zurich)',
      kind: 'insurer',
      usuallyNeeds: [
        'Their name, date of birth, Vhi Life policy number and the date of death',
        'The original death certificate (Zurich sends it back)',
        'The grant of probate, if they were the only owner of the policy',
      ],
    }),
    ownPage(SRC.memberFirstCu, {
      id: 'ie-member-first-credit-union',
      name: 'Member First Credit Union',
      kind: 'bank',
      usuallyNeeds: [
        'A copy of the death certificate or the coroner’s certificate',
        'A copy of the will, if they ask for it',
      ],
    }),
    ownPage(SRC.heritageCu, {
      id: 'ie-heritage-credit-union',
      name: 'Heritage Credit Union',
      kind: 'bank',
      usuallyNeeds: CREDIT_UNION_NEEDS,
    }),
    ownPage(SRC.thomastownCu, {
      id: 'ie-thomastown-credit-union',
      name: 'Thomastown Credit Union',
      kind: 'bank',
      usuallyNeeds: CREDIT_UNION_NEEDS,
    }),
    ownPage(SRC.alturaCu, {
      id: 'ie-altura-credit-union',
      name: 'Altura Credit Union',
      kind: 'bank',
      usuallyNeeds: [
        'The death certificate and the funeral bill, as soon as you can',
        'The solicitor’s details, if one is handling the estate',
        'A copy of the will, if there is one, and the executor’s or nominee’s details and proof of identity',
      ],
    }),
    ownPage(SRC.stRaphaelsCu, {
      id: 'ie-st-raphaels-garda-credit-union',
      name: 'St Raphael’s Garda Credit Union',
      kind: 'bank',
      usuallyNeeds: [
        'The death notice on RIP.ie or in a national newspaper, for its death grant',
        'The undertaker’s original invoice and a signed indemnity, to pay the funeral from the account',
      ],
    }),
    ownPage(SRC.enniscorthyCu, {
      id: 'ie-enniscorthy-credit-union',
      name: 'Enniscorthy Credit Union',
      kind: 'bank',
      usuallyNeeds: CREDIT_UNION_NOMINATION_NEEDS,
    }),
    ownPage(SRC.eastCoastCu, {
      id: 'ie-east-coast-credit-union',
      name: 'East Coast Credit Union (Bray and Wicklow)',
      kind: 'bank',
      usuallyNeeds: CREDIT_UNION_NOMINATION_NEEDS,
    }),
    ownPage(SRC.tailteJointOwner, {
      id: 'ie-tailte-eireann-joint-owner',
      name: 'Tailte Éireann (Land Registry): when a joint owner has died',
      kind: 'other',
      usuallyNeeds: [
        'Proof of death: the death certificate, or the grant of probate or letters of administration',
        'Evidence that the person who died is the owner named on the register',
        'The application on Form 47',
      ],
    }),
    ownPage(SRC.fairDealLoan, {
      id: 'ie-hse-fair-deal-loan',
      name: 'HSE Nursing Homes Support Scheme (Fair Deal): the nursing home loan',
      kind: 'other',
      usuallyNeeds: [
        'Repayment of the nursing home loan (Ancillary State Support) within 12 months of the death; after that, interest runs from the date of death',
        'A request for further deferral, if you are their spouse or partner, or a child who qualifies',
      ],
    }),
    ownPage(SRC.tailteTransfer, {
      id: 'ie-tailte-eireann-transfer',
      name: 'Tailte Éireann (Land Registry): passing on property when the owner has died',
      kind: 'other',
      usuallyNeeds: [
        'A deed of transfer saying the seller is the legal personal representative of the owner who died',
        'The grant of probate or letters of administration',
        'Form 17 and the fees',
      ],
    }),
    ownPage(SRC.revenueProbateSa2, {
      id: 'ie-revenue-probate-sa2',
      name: 'Revenue: Statement of Affairs for probate (Form SA.2)',
      kind: 'tax',
      usuallyNeeds: [
        'Form SA.2, filed with Revenue before you apply to the Probate Office',
        'A statement of what the person who died owned and owed (their estate)',
      ],
    }),
    ownPage(SRC.coreCu, {
      id: 'ie-core-credit-union',
      name: 'Core Credit Union',
      kind: 'bank',
      usuallyNeeds: [
        ...CREDIT_UNION_NOMINEE_NEEDS,
        'If no one was nominated and the balance is under €15,000, the board may pay those entitled without probate',
      ],
    }),
    ownPage(SRC.wexfordCu, {
      id: 'ie-wexford-credit-union',
      name: 'Wexford Credit Union',
      kind: 'bank',
      usuallyNeeds: CREDIT_UNION_NOMINEE_NEEDS,
    }),
    ownPage(SRC.bkCu, {
      id: 'ie-bk-credit-union',
      name: 'BK Credit Union',
      kind: 'bank',
      usuallyNeeds: CREDIT_UNION_NOMINEE_NEEDS,
    }),
    ownPage(SRC.widowedGrant, {
      id: 'ie-social-protection-widowed-grant',
      name: 'Department of Social Protection: Widowed or Surviving Civil Partner Grant',
      kind: 'social-security',
      usuallyNeeds: [
        'A dependent child living with you at the date of death (or a child born within 10 months of it)',
        'A claim for a qualifying payment, such as the Widow’s, Widower’s or Surviving Civil Partner’s Contributory Pension or One-Parent Family Payment',
      ],
    }),
    ownPage(SRC.dspBereavement, {
      id: 'ie-social-protection-carers',
      name: 'Department of Social Protection: Carer’s Allowance or Carer’s Benefit (if you were their carer)',
      kind: 'social-security',
      usuallyNeeds: [
        'A call or letter to the section that pays your Carer’s Allowance, Carer’s Benefit or Domiciliary Care Allowance, as soon as you can',
      ],
    }),
    ownPage(SRC.carlowTenancy, {
      id: 'ie-carlow-county-council-housing',
      name: 'Carlow County Council (council housing: when the tenant dies)',
      kind: 'council',
      usuallyNeeds: [
        'To take over the tenancy: a family member over 18 who lived there and was assessed for rent for at least 18 months before the death',
      ],
    }),
    ownPage(SRC.wexfordTenancy, {
      id: 'ie-wexford-county-council-housing',
      name: 'Wexford County Council (council housing: when the tenant dies)',
      kind: 'council',
      usuallyNeeds: [
        'To take over the tenancy: someone who lived there and was assessed for rent for the previous 12 months',
        'The rent paid up to date: no change is approved while there are arrears',
      ],
    }),
    ownPage(SRC.southDublinTenancy, {
      id: 'ie-south-dublin-county-council-housing',
      name: 'South Dublin County Council (council housing: when the tenant dies)',
      kind: 'council',
      usuallyNeeds: [
        'To take over the tenancy: a family member who lived there and was assessed for rent for at least two years up to the death',
      ],
    }),
    ...socialMediaFor('ie'),
  ],
  fallbackGuide: {
    title: 'Recently bereaved: steps to take after a death (gov.ie)',
    url: SRC.recentlyBereaved,
    reviewed: REVIEWED,
  },
}

import type { OrganisationCatalogue } from './schema'
import { BANK_NEEDS, checked, socialMediaFor } from './shared'
import { PHONES_CHECKED } from './entry'
import { UK_MORE_ORGANISATIONS } from './uk-more'

/**
 * United Kingdom: organisations people commonly tell after a death, Tell Us Once and the banks' Death Notification
 * Service. The first entries were checked on 2026-11-25, those in uk-more.ts on 2026-11-27, each against the page in
 * `source` (docs/content.md, 'Organisations catalogue').
 */
const SRC = {
  tellUsOnce: 'https://www.gov.uk/after-a-death/organisations-you-need-to-contact-and-tell-us-once',
  /** A council page explaining that Tell Us Once passes the death to local council services. */
  miltonKeynesTellUsOnce: 'https://www.milton-keynes.gov.uk/births-marriages-and-deaths/tell-us-once-deaths',
  hmrcReturns: 'https://www.gov.uk/self-assessment-tax-returns/returns-for-someone-who-has-died',
  passportGuidance:
    'https://www.gov.uk/government/publications/deceased-persons-passport/deceased-persons-passports-accessible',
  barclays: 'https://www.barclays.co.uk/what-to-do-when-someone-dies/support/',
  hsbc: 'https://hsbc.co.uk/help/life-events/bereavement/help-and-support/our-commitment-to-you',
  lloyds: 'https://www.lloydsbank.com/help-guidance/life-events/bereavement.html',
  halifax: 'https://www.halifax.co.uk/helpcentre/bereavement/',
  natwest: 'https://personal.natwest.com/personal/life-moments/bereavement/what-to-do-when-someone-dies.html',
  santander: 'https://santander.co.uk/personal/support/customer-support/bereavement',
  nationwide: 'https://www.nationwide.co.uk/help/challenging-times/bereavement/tell-us/',
  aviva: 'https://www.aviva.co.uk/life/claims/death-claims/',
  scottishWidows: 'https://www.scottishwidows.co.uk/contact-us/bereavement/',
  severnTrent: 'https://www.stwater.co.uk/content/stw/en/homepage/my-account/bereavement-support',
  scottishPower: 'https://scottishpower.co.uk/support-centre/bereavement',
  eonNext: 'https://www.eonnext.com/help/other-faqs',
  three: 'https://www.three.co.uk/vulnerability/major-life-event/bereavement-support',
  /** Run by the banks and building societies with UK Finance; its own questions-and-answers page. */
  deathNotificationService: 'https://www.deathnotificationservice.co.uk/faq.ofml',
} as const

/**
 * Pages that print a bereavement phone number, where it is not the entry's own `source` (decision 081); each was
 * read on PHONES_CHECKED. Numbers no page of the organisation's own confirmed are listed in docs/content.md.
 */
const PHONE_SRC = {
  barclays: 'https://www.barclays.co.uk/what-to-do-when-someone-dies/notify-us/',
  lloyds: 'https://www.lloydsbank.com/help-guidance/customer-support/bereavement.html',
  nationwide: 'https://www.nationwide.co.uk/about-us/information-for-lawyers/deceased-customers',
} as const

export const UK_ORGANISATIONS: OrganisationCatalogue = {
  country: 'UK',
  oneStopServices: [
    {
      ...checked(SRC.tellUsOnce),
      id: 'uk-tell-us-once',
      name: 'Tell Us Once',
      summary:
        'A government service that reports a death to most government organisations in one go, including HMRC, the Department for Work and Pensions, the Passport Office, DVLA and the local council.',
      howToUse: [
        'Register the death. The registrar explains Tell Us Once at the appointment.',
        'Either the registrar completes it with you, or gives you a unique reference number.',
        'With the reference number, use the service online or by phone within 28 days.',
        'Have ready their National Insurance number, driving licence and passport numbers, and details of any benefits and council services.',
      ],
      url: SRC.tellUsOnce,
      // NHS Pensions' and Social Security Scotland's own pages say Tell Us Once tells them, but they are not in
      // `covers`: 'Mark these as told' adds every covered organisation to the family's list, and not every family
      // has an NHS pension or Scottish benefits (docs/content.md).
      covers: ['uk-hmrc', 'uk-dwp', 'uk-dvla', 'uk-hmpo', 'uk-council'],
      availability:
        'Offered by the registrar when you register the death in England, Scotland or Wales; not available in Northern Ireland. Use it within 28 days of getting the reference number.',
      regions: ['uk-england', 'uk-scotland', 'uk-wales'],
    },
    {
      ...checked(SRC.deathNotificationService),
      id: 'uk-death-notification-service',
      name: 'Death Notification Service',
      summary:
        'A free online form, run by the banks and building societies (not by the government), that tells several of them at once that someone has died.',
      howToUse: [
        'Fill in the online form once, choosing the banks and building societies the person used.',
        'You will need their full name, date of birth, date of death, last address and, if you have it, the death certificate number.',
        'Each one that holds an account writes to you within 10 working days about what happens next. One that holds no account does not write.',
        'You can also make the notification by phone on 0333 207 6574.',
      ],
      url: SRC.deathNotificationService,
      // Rothesay's own page says it is a member too; it is left out of `covers` for the same reason (few families
      // have a Rothesay pension, and 'Mark these as told' would add it to every list).
      covers: ['uk-barclays', 'uk-hsbc', 'uk-lloyds', 'uk-halifax', 'uk-natwest', 'uk-santander', 'uk-nationwide'],
      availability: 'Anyone can use it: family, friends, carers or professionals, anywhere in the United Kingdom.',
      runBy: 'industry',
      phone: { number: '0333 207 6574', source: SRC.deathNotificationService, reviewed: PHONES_CHECKED },
    },
  ],
  organisations: [
    {
      ...checked(SRC.hmrcReturns),
      id: 'uk-hmrc',
      name: 'HM Revenue and Customs (HMRC)',
      kind: 'tax',
      bereavementUrl: SRC.hmrcReturns,
      usuallyNeeds: [
        'The date of death',
        'Their National Insurance number or Unique Taxpayer Reference',
        'The name and address of the person dealing with the estate',
      ],
    },
    {
      ...checked(SRC.tellUsOnce),
      id: 'uk-dwp',
      name: 'Department for Work and Pensions (State Pension and benefits)',
      kind: 'social-security',
      bereavementUrl: SRC.tellUsOnce,
      usuallyNeeds: ['Their National Insurance number', 'Details of any benefits or State Pension they received'],
    },
    {
      ...checked(SRC.tellUsOnce),
      id: 'uk-dvla',
      name: 'Driver and Vehicle Licensing Agency (DVLA)',
      kind: 'vehicle',
      bereavementUrl: SRC.tellUsOnce,
      usuallyNeeds: ['Their driving licence or driving licence number', 'The vehicle log book (V5C) for any vehicle'],
    },
    {
      ...checked(SRC.passportGuidance),
      id: 'uk-hmpo',
      name: 'HM Passport Office',
      kind: 'passport',
      bereavementUrl: SRC.passportGuidance,
      usuallyNeeds: ['Their passport or passport number', 'A copy of the death certificate'],
    },
    {
      ...checked(SRC.miltonKeynesTellUsOnce),
      id: 'uk-council',
      name: 'The local council (Council Tax, housing, Blue Badge, electoral register)',
      kind: 'council',
      bereavementUrl: SRC.tellUsOnce,
      usuallyNeeds: ['Their address', 'Details of any council services they used, such as a Blue Badge'],
    },
    {
      ...checked(SRC.barclays),
      id: 'uk-barclays',
      name: 'Barclays',
      kind: 'bank',
      bereavementUrl: SRC.barclays,
      usuallyNeeds: BANK_NEEDS,
      phone: {
        number: '0800 068 2238',
        source: PHONE_SRC.barclays,
        reviewed: PHONES_CHECKED,
      },
    },
    {
      ...checked(SRC.hsbc),
      id: 'uk-hsbc',
      name: 'HSBC UK',
      kind: 'bank',
      bereavementUrl: SRC.hsbc,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checked(SRC.lloyds),
      id: 'uk-lloyds',
      name: 'Lloyds Bank',
      kind: 'bank',
      bereavementUrl: SRC.lloyds,
      usuallyNeeds: BANK_NEEDS,
      phone: {
        number: '0800 015 0012',
        source: PHONE_SRC.lloyds,
        reviewed: PHONES_CHECKED,
        hours: '8am to 8pm, every day',
      },
    },
    {
      ...checked(SRC.halifax),
      id: 'uk-halifax',
      name: 'Halifax',
      kind: 'bank',
      bereavementUrl: SRC.halifax,
      usuallyNeeds: BANK_NEEDS,
      phone: {
        number: '0800 028 1057',
        source: SRC.halifax,
        reviewed: PHONES_CHECKED,
        hours: '8am to 8pm, seven days a week',
      },
    },
    {
      ...checked(SRC.natwest),
      id: 'uk-natwest',
      name: 'NatWest',
      kind: 'bank',
      bereavementUrl: SRC.natwest,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checked(SRC.santander),
      id: 'uk-santander',
      name: 'Santander UK',
      kind: 'bank',
      bereavementUrl: SRC.santander,
      usuallyNeeds: BANK_NEEDS,
      phone: {
        number: '0800 587 5870',
        source: SRC.santander,
        reviewed: PHONES_CHECKED,
        hours: '8am to 6pm Monday to Friday, 9am to 2pm Saturday',
      },
    },
    {
      ...checked(SRC.nationwide),
      id: 'uk-nationwide',
      name: 'Nationwide Building Society',
      kind: 'bank',
      bereavementUrl: SRC.nationwide,
      usuallyNeeds: BANK_NEEDS,
      phone: {
        number: '0800 464 30 18',
        source: PHONE_SRC.nationwide,
        reviewed: PHONES_CHECKED,
      },
    },
    {
      ...checked(SRC.aviva),
      id: 'uk-aviva',
      name: 'Aviva (life insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.aviva,
      usuallyNeeds: ['The policy number, if you have it', 'A copy of the death certificate'],
    },
    {
      ...checked(SRC.scottishWidows),
      id: 'uk-scottish-widows',
      name: 'Scottish Widows (pensions and life cover)',
      kind: 'pension',
      bereavementUrl: SRC.scottishWidows,
      usuallyNeeds: ['The policy numbers, if you have them', 'A copy of the death certificate'],
    },
    {
      ...checked(SRC.severnTrent),
      id: 'uk-severn-trent',
      name: 'Severn Trent (water)',
      kind: 'utility',
      bereavementUrl: SRC.severnTrent,
      usuallyNeeds: ['The account number or address', 'A copy of the death certificate'],
      regions: ['uk-england'],
    },
    {
      ...checked(SRC.scottishPower),
      id: 'uk-scottishpower',
      name: 'ScottishPower (energy)',
      kind: 'utility',
      bereavementUrl: SRC.scottishPower,
      usuallyNeeds: ['The account number or address', 'Up-to-date meter readings, if you can'],
    },
    {
      ...checked(SRC.eonNext),
      id: 'uk-eon-next',
      name: 'E.ON Next (energy)',
      kind: 'utility',
      bereavementUrl: SRC.eonNext,
      usuallyNeeds: ['The full address of their property', 'A meter reading, unless there is a smart meter'],
      phone: {
        number: '0808 501 5035',
        source: SRC.eonNext,
        reviewed: PHONES_CHECKED,
        hours: 'Monday to Thursday 9am to 5pm, Friday 9am to 4pm',
      },
    },
    {
      ...checked(SRC.three),
      id: 'uk-three',
      name: 'Three (mobile)',
      kind: 'telecoms',
      bereavementUrl: SRC.three,
      usuallyNeeds: ['The account or mobile number', 'Details from the death certificate'],
    },
    ...UK_MORE_ORGANISATIONS,
    ...socialMediaFor('uk'),
  ],
}

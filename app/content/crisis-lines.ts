import { z } from 'zod'
import { HttpsUrlSchema, SourcedSchema, type CountryCode } from './schema'

/**
 * The numbers /support shows first, and the Emergency Support confirmation e-mail repeats: each country's
 * emergency number and the free line answered at any hour. Checked against the sources named here; see
 * docs/content.md, "Crisis lines", for what could not be checked against an official page.
 */

const DigitsSchema = z.string().regex(/^\d{3,12}$/, 'must be the digits to dial')

export const CrisisLineSchema = SourcedSchema.extend({
  name: z.string().min(2),
  /** As the country writes it: '116 123', '13 11 14', '9-8-8'. */
  display: z.string().min(3),
  /** The digits the tel: link dials. */
  dial: DigitsSchema,
  /** The same service by text message, when it takes texts. */
  textDisplay: z.string().min(3).optional(),
  textDial: DigitsSchema.optional(),
  hours: z.string().min(2),
  description: z.string().min(2),
  website: HttpsUrlSchema.optional(),
})

export const CrisisCountrySchema = z.object({
  name: z.string().min(2),
  emergency: CrisisLineSchema,
  lines: z.array(CrisisLineSchema).min(1),
})

export type CrisisLine = z.input<typeof CrisisLineSchema>
export type CrisisCountry = z.input<typeof CrisisCountrySchema>

const REVIEWED = '2026-11-25'
const ANY_HOUR = 'free, any time, day or night'

export const CRISIS_LINES = {
  AU: {
    name: 'Australia',
    emergency: {
      name: 'Triple Zero: police, fire, ambulance',
      display: '000',
      dial: '000',
      hours: 'free, any time',
      description: 'If someone is in immediate danger.',
      source: 'https://www.healthdirect.gov.au/mental-health-crisis-support',
      reviewed: REVIEWED,
    },
    lines: [
      {
        name: 'Lifeline',
        display: '13 11 14',
        dial: '131114',
        hours: 'any time, day or night; free from a mobile',
        description: 'Crisis support and suicide prevention from a trained person.',
        website: 'https://www.lifeline.org.au/',
        source: 'https://www.healthdirect.gov.au/mental-health-crisis-support',
        reviewed: REVIEWED,
      },
    ],
  },
  CA: {
    name: 'Canada',
    emergency: {
      name: 'police, fire, ambulance',
      display: '9-1-1',
      dial: '911',
      hours: 'free, any time',
      description: 'If someone is in immediate danger.',
      source: 'https://www.canada.ca/en/public-health/services/suicide-prevention/about-suicide.html',
      reviewed: REVIEWED,
    },
    lines: [
      {
        name: '9-8-8: Suicide Crisis Helpline',
        display: '9-8-8',
        dial: '988',
        textDisplay: '9-8-8',
        textDial: '988',
        hours: 'free, 24 hours a day, 7 days a week, in English and French',
        description: 'For anyone thinking about suicide, or worried about someone who is.',
        website: 'https://988.ca/',
        source: 'https://www.canada.ca/en/public-health/services/suicide-prevention/about-suicide.html',
        reviewed: REVIEWED,
      },
    ],
  },
  IE: {
    name: 'Ireland',
    emergency: {
      name: 'Gardaí, ambulance, fire, coast guard',
      display: '112 or 999',
      dial: '112',
      hours: 'free, from any phone',
      description: 'If someone is in immediate danger.',
      source: 'https://www2.hse.ie/emergencies/when-to-call-112-or-999/',
      reviewed: REVIEWED,
    },
    lines: [
      {
        name: 'Samaritans',
        display: '116 123',
        dial: '116123',
        hours: ANY_HOUR,
        description: 'Someone to listen, whatever you are going through.',
        website: 'https://www.samaritans.org/ireland/',
        source: 'https://www.oireachtas.ie/en/debates/question/2013-12-10/505/',
        reviewed: REVIEWED,
      },
    ],
  },
  NZ: {
    name: 'New Zealand',
    emergency: {
      name: 'police, fire, ambulance',
      display: '111',
      dial: '111',
      hours: 'free, any time, even from a phone with no credit',
      description: 'If someone is in immediate danger, including a life-threatening mental health situation.',
      source: 'https://www.govt.nz/browse/crime-and-justice/crimes-and-emergencies/111-emergency-service/',
      reviewed: REVIEWED,
    },
    lines: [
      {
        name: 'Need to talk? 1737',
        display: '1737',
        dial: '1737',
        textDisplay: '1737',
        textDial: '1737',
        hours: ANY_HOUR,
        description: 'A trained counsellor, for anyone feeling stressed, down or overwhelmed.',
        website: 'https://1737.org.nz/',
        source: 'https://www.pegasus.health.nz/?p=6300',
        reviewed: REVIEWED,
      },
    ],
  },
  UK: {
    name: 'United Kingdom',
    emergency: {
      name: 'police, ambulance, fire, coastguard',
      display: '999',
      dial: '999',
      hours: 'free, any time',
      description: 'If someone is in immediate danger or their life is at risk.',
      source: 'https://www.nwbh.nhs.uk/contactus/Pages/Help-in-a-crisis.aspx',
      reviewed: REVIEWED,
    },
    lines: [
      {
        name: 'Samaritans',
        display: '116 123',
        dial: '116123',
        hours: 'free, 24 hours a day, 365 days a year',
        description: 'Someone to talk to in confidence, whatever you are going through.',
        website: 'https://www.samaritans.org/',
        source: 'https://www.nwbh.nhs.uk/contactus/Pages/Help-in-a-crisis.aspx',
        reviewed: REVIEWED,
      },
    ],
  },
  US: {
    name: 'United States',
    emergency: {
      name: 'police, fire, ambulance',
      display: '911',
      dial: '911',
      hours: 'free, any time',
      description: 'If someone is in immediate danger.',
      source: 'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
      reviewed: REVIEWED,
    },
    lines: [
      {
        name: '988 Suicide & Crisis Lifeline',
        display: '988',
        dial: '988',
        textDisplay: '988',
        textDial: '988',
        hours: 'free and confidential, 24 hours a day, 7 days a week',
        description: 'For emotional distress, a mental health or substance use crisis, or thoughts of suicide.',
        website: 'https://988lifeline.org/',
        source: 'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
        reviewed: REVIEWED,
      },
    ],
  },
} as const satisfies Record<CountryCode, CrisisCountry>

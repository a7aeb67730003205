import type { LocalOfficeCard, Office } from '../../schema'
import { REVIEWED, SRC } from './sources'

/**
 * One card per county of the Republic. Only the Donegal, Sligo and Leitrim offices carry an address and phone:
 * they come from an HSE statement (2025), published in full by the Derry Journal. For every other county the HSE
 * office list could not be read, so the card points to the HSE page instead of guessing an address or number.
 * See docs/content/ireland-review.md.
 */

/** The card entry for a county whose office details could not be verified. */
function hseEntry(county: string): Office {
  return {
    name: 'HSE Civil Registration Service',
    description: `The address, opening hours and phone number of the civil registration office for County ${county} are on the HSE website. Many offices work by appointment, so check the HSE page or phone before you go. You can register a death at any civil registration office in Ireland.`,
    website: SRC.hseRegisterDeath,
    source: SRC.hseRegisterDeath,
    reviewed: REVIEWED,
  }
}

function unverifiedCard(county: string): LocalOfficeCard {
  return { name: county, offices: [hseEntry(county)] }
}

/** Offices named, with address and phone, in the HSE's 2025 statement on the north-west offices. */
const hseStatement = {
  website: SRC.hseRegisterDeath,
  source: SRC.hseNorthWestOffices,
  reviewed: REVIEWED,
  official: false,
} as const

const donegal: LocalOfficeCard = {
  name: 'Donegal',
  offices: [
    {
      name: 'Civil Registration Office, Letterkenny',
      address: 'Tirconaill House, St. Conal’s Campus, Letterkenny, Co. Donegal F92 X4DC',
      phone: '074 912 3771',
      phoneNote:
        'The HSE also lists 074 912 3772. You can book an appointment to register a death online through the HSE website.',
      ...hseStatement,
    },
    {
      name: 'Civil Registration Office, Stranorlar',
      address: 'St. Joseph’s Hospital, Stranorlar, Co. Donegal F93 FCR6',
      phone: '074 919 1729',
      phoneNote: 'You can book an appointment to register a death online through the HSE website.',
      ...hseStatement,
    },
  ],
}

const sligo: LocalOfficeCard = {
  name: 'Sligo',
  offices: [
    {
      name: 'Civil Registration Office, Sligo',
      address: 'Markievicz House, Barrack Street, Sligo F91 XC84',
      phone: '071 932 1187',
      phoneNote:
        'The HSE also lists 071 932 1808 and 071 932 1188. You can book an appointment to register a death online through the HSE website.',
      ...hseStatement,
    },
  ],
}

const leitrim: LocalOfficeCard = {
  name: 'Leitrim',
  offices: [
    {
      name: 'Civil Registration Office, Carrick-on-Shannon',
      address: 'Summerhill Lodge, Carrick-on-Shannon, Co. Leitrim N41 F303',
      phone: '071 965 0255',
      phoneNote: 'You can book an appointment to register a death online through the HSE website.',
      ...hseStatement,
    },
  ],
}

/** The 26 counties of the Republic of Ireland, in alphabetical order. */
export const localOffices: LocalOfficeCard[] = [
  unverifiedCard('Carlow'),
  unverifiedCard('Cavan'),
  unverifiedCard('Clare'),
  unverifiedCard('Cork'),
  donegal,
  unverifiedCard('Dublin'),
  unverifiedCard('Galway'),
  unverifiedCard('Kerry'),
  unverifiedCard('Kildare'),
  unverifiedCard('Kilkenny'),
  unverifiedCard('Laois'),
  leitrim,
  unverifiedCard('Limerick'),
  unverifiedCard('Longford'),
  unverifiedCard('Louth'),
  unverifiedCard('Mayo'),
  unverifiedCard('Meath'),
  unverifiedCard('Monaghan'),
  unverifiedCard('Offaly'),
  unverifiedCard('Roscommon'),
  sligo,
  unverifiedCard('Tipperary'),
  unverifiedCard('Waterford'),
  unverifiedCard('Westmeath'),
  unverifiedCard('Wexford'),
  unverifiedCard('Wicklow'),
]

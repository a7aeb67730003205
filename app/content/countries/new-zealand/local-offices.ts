import type { LocalOfficeCard, Office } from '../../schema'
import { BDM, COURTS_PHONE, COURTS_PHONE_NOTE } from './region'
import { REVIEWED, SOURCES } from './sources'

/**
 * One card per region. Each names the nearest High Court location(s) and the national Births, Deaths and
 * Marriages line. Court phone numbers: the Ministry of Justice routes court calls through one contact centre
 * (0800 COURTS); no per-courthouse number was verified, so none is given.
 */
function highCourt(town: string, extra?: string): Office {
  return {
    name: `${town} High Court`,
    description: [
      `The High Court sits in ${town}.`,
      extra,
      'Probate applications can be filed online through the Ministry of Justice File and Pay service; the original will must still be sent to the court. Check the Ministry of Justice probate page for where to send it.',
    ]
      .filter(Boolean)
      .join(' '),
    phone: COURTS_PHONE,
    phoneNote: COURTS_PHONE_NOTE,
    website: SOURCES.justiceProbate,
    source: SOURCES.justiceContactCentre,
    reviewed: REVIEWED,
  }
}

const bdmNational: Office = {
  ...BDM,
  name: 'Births, Deaths and Marriages (national service)',
  description:
    'Deaths are registered with one national office by post or through the funeral director. Phone for forms, certificates and questions.',
}

function bdmCity(city: string): Office {
  return {
    ...BDM,
    name: `Births, Deaths and Marriages – ${city}`,
    description: `Community Law lists a Births, Deaths and Marriages office in ${city}. Phone first to check it is open and what it can help with in person.`,
  }
}

export const LOCAL_OFFICES: LocalOfficeCard[] = [
  { name: 'Northland', offices: [highCourt('Whangārei'), bdmNational] },
  {
    name: 'Auckland',
    offices: [
      highCourt('Auckland'),
      bdmCity('Auckland'),
      bdmCity('Manukau'),
      {
        name: 'Māori Land Court – Auckland information office',
        description:
          'For succession to Māori land. Open by appointment only: email mlctamakimakaurau@justice.govt.nz to make an appointment.',
        website: SOURCES.maoriLandCourtHome,
        source: SOURCES.maoriLandCourt,
        reviewed: REVIEWED,
      },
    ],
  },
  { name: 'Waikato', offices: [highCourt('Hamilton'), bdmNational] },
  {
    name: 'Bay of Plenty',
    offices: [highCourt('Tauranga'), highCourt('Rotorua'), bdmNational],
  },
  { name: 'Gisborne', offices: [highCourt('Gisborne'), bdmNational] },
  { name: 'Hawke’s Bay', offices: [highCourt('Napier'), bdmNational] },
  { name: 'Taranaki', offices: [highCourt('New Plymouth'), bdmNational] },
  {
    name: 'Manawatū-Whanganui',
    offices: [highCourt('Palmerston North'), highCourt('Whanganui'), bdmNational],
  },
  {
    name: 'Wellington',
    offices: [highCourt('Wellington'), bdmCity('Wellington')],
  },
  {
    name: 'Tasman',
    offices: [highCourt('Nelson', 'Nelson is the nearest High Court for most of Tasman.'), bdmNational],
  },
  { name: 'Nelson', offices: [highCourt('Nelson'), bdmNational] },
  { name: 'Marlborough', offices: [highCourt('Blenheim'), bdmNational] },
  { name: 'West Coast', offices: [highCourt('Greymouth'), bdmNational] },
  {
    name: 'Canterbury',
    offices: [
      highCourt('Christchurch'),
      highCourt('Timaru', 'Timaru is the nearest High Court for South Canterbury.'),
      bdmCity('Christchurch'),
    ],
  },
  { name: 'Otago', offices: [highCourt('Dunedin'), bdmNational] },
  { name: 'Southland', offices: [highCourt('Invercargill'), bdmNational] },
]

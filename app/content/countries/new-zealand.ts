import type { CountryModule } from '../schema'
import { buildChecklist } from './new-zealand/checklist'
import { buildLegalActions } from './new-zealand/legal-actions'
import { LOCAL_OFFICES } from './new-zealand/local-offices'
import {
  BANKS_AND_INSURERS,
  CULTURAL_PROTOCOLS,
  LANGUAGE_SERVICES,
  NATIONAL_CONTACTS,
  REQUIREMENTS,
  SUPPORT_SERVICES,
} from './new-zealand/national'
import { NZ_REGION } from './new-zealand/region'
import { COUNTRIES } from '../catalogue'

/**
 * New Zealand. Death registration and probate are national, so the catalogue has one region ('nz'); the
 * country page adds 16 regional cards with the nearest High Court locations. Checked on 2026-11-21; see
 * docs/content/new-zealand-review.md for every figure and its source.
 */
import { KEY_FIGURES } from './new-zealand/key-figures'
const newZealand: CountryModule = {
  content: {
    country: {
      ...COUNTRIES.NZ,
      description:
        'In New Zealand, deaths are registered with one national office, Births, Deaths and Marriages, and estates that need a court grant go to the High Court. The rules are the same in every region.',
    },
    regions: [NZ_REGION],
    localOffices: LOCAL_OFFICES,
    nationalContacts: NATIONAL_CONTACTS,
    languageServices: LANGUAGE_SERVICES,
    culturalProtocols: CULTURAL_PROTOCOLS,
    requirements: REQUIREMENTS,
    banksAndInsurers: BANKS_AND_INSURERS,
    supportServices: SUPPORT_SERVICES,
    keyFigures: KEY_FIGURES,
  },
  checklist: buildChecklist,
  legalActions: buildLegalActions,
}

export default newZealand

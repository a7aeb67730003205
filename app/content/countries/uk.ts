import type { CountryModule } from '../schema'
import { ukChecklist } from './uk/checklist'
import { ukLegalActions } from './uk/legal'
import {
  BANKS_AND_INSURERS,
  COUNTRY,
  LANGUAGE_SERVICES,
  NATIONAL_CONTACTS,
  REQUIREMENTS,
  SUPPORT_SERVICES,
} from './uk/national'
import { REGIONS } from './uk/regions'

/** United Kingdom: England, Wales, Scotland and Northern Ireland. Facts checked 2026-11-21 (docs/content/uk-review.md). */
import { KEY_FIGURES } from './uk/key-figures'
const uk: CountryModule = {
  content: {
    country: COUNTRY,
    regions: REGIONS,
    localOffices: [],
    nationalContacts: NATIONAL_CONTACTS,
    languageServices: LANGUAGE_SERVICES,
    culturalProtocols: [],
    requirements: REQUIREMENTS,
    banksAndInsurers: BANKS_AND_INSURERS,
    supportServices: SUPPORT_SERVICES,
    keyFigures: KEY_FIGURES,
  },
  checklist: ukChecklist,
  legalActions: ukLegalActions,
}

export default uk

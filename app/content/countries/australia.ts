import type { CountryModule } from '../schema'
import { australianChecklist, australianLegalActions } from './australia/checklist'
import {
  BANKS_AND_INSURERS,
  CULTURAL_PROTOCOLS,
  LANGUAGE_SERVICES,
  NATIONAL_CONTACTS,
  REQUIREMENTS,
  SUPPORT_SERVICES,
} from './australia/national'
import { REGIONS } from './australia/regions'
import { COUNTRIES } from '../catalogue'

/**
 * Australia: eight states and territories. Facts were checked against official pages on the date in
 * ./australia/sources.ts; docs/content/australia-review.md lists every figure, its source and what changed.
 */
import { KEY_FIGURES } from './australia/key-figures'
const australia: CountryModule = {
  content: {
    country: {
      ...COUNTRIES.AU,
      description:
        'Deaths are registered, and probate is granted, by each state and territory. Tax, Centrelink, Medicare and veterans’ matters are national.',
    },
    regions: REGIONS,
    localOffices: [],
    nationalContacts: NATIONAL_CONTACTS,
    languageServices: LANGUAGE_SERVICES,
    culturalProtocols: CULTURAL_PROTOCOLS,
    requirements: REQUIREMENTS,
    banksAndInsurers: BANKS_AND_INSURERS,
    supportServices: SUPPORT_SERVICES,
    keyFigures: KEY_FIGURES,
  },
  checklist: australianChecklist,
  legalActions: australianLegalActions,
}

export default australia

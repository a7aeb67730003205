import type { CountryModule } from '../schema'
import { usaChecklist, usaLegalActions } from './usa/checklist'
import {
  banksAndInsurers,
  country,
  culturalProtocols,
  languageServices,
  nationalContacts,
  requirements,
  supportServices,
} from './usa/national'
import { regionsA } from './usa/regions-a'
import { regionsB } from './usa/regions-b'
import { regionsC } from './usa/regions-c'

/**
 * United States: 50 states and the District of Columbia. Every fact was checked on 2026-11-21 against the
 * source it names; see docs/content/usa-review.md for what changed from the earlier version and what could
 * not be verified.
 */
import { KEY_FIGURES } from './usa/key-figures'
const usa: CountryModule = {
  content: {
    country,
    regions: [...regionsA, ...regionsB, ...regionsC],
    localOffices: [],
    nationalContacts,
    languageServices,
    culturalProtocols,
    requirements,
    banksAndInsurers,
    supportServices,
    keyFigures: KEY_FIGURES,
  },
  checklist: usaChecklist,
  legalActions: usaLegalActions,
}

export default usa

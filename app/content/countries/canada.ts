import type { CountryModule } from '../schema'
import {
  banksAndInsurers,
  country,
  culturalProtocols,
  languageServices,
  nationalContacts,
  requirements,
  supportServices,
} from './canada/national'
import { regions } from './canada/regions'
import { checklist, legalActions } from './canada/templates'

/** Canada: 13 provinces and territories. Sources and review dates in ./canada/sources.ts. */
import { KEY_FIGURES } from './canada/key-figures'
const canada: CountryModule = {
  content: {
    country,
    regions,
    localOffices: [],
    nationalContacts,
    languageServices,
    culturalProtocols,
    requirements,
    banksAndInsurers,
    supportServices,
    keyFigures: KEY_FIGURES,
  },
  checklist,
  legalActions,
}

export default canada

import type { CountryModule } from '../schema'
import { checklist, legalActions } from './ireland/checklist'
import { localOffices } from './ireland/local-offices'
import {
  banksAndInsurers,
  country,
  languageServices,
  nationalContacts,
  requirements,
  supportServices,
} from './ireland/national'
import { ireland } from './ireland/region'

/**
 * Ireland: one catalogue region under national law, with 26 county cards for civil registration offices.
 * Facts checked on 2026-11-21; see docs/content/ireland-review.md for every figure and its source.
 */
import { KEY_FIGURES } from './ireland/key-figures'
const module: CountryModule = {
  content: {
    country,
    regions: [ireland],
    localOffices,
    nationalContacts,
    languageServices,
    culturalProtocols: [],
    requirements,
    banksAndInsurers,
    supportServices,
    keyFigures: KEY_FIGURES,
  },
  checklist,
  legalActions,
}

export default module

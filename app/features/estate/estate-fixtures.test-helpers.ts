/** Small builders for the estate's records in unit tests. */
import type { CountryCode } from '../../../db/schema/vocabulary'
import { COUNTRY_CURRENCIES } from '../../../db/schema/vocabulary'
import type { EstateAsset, EstateRecords } from './estate-types'

let next = 0

export function asset(overrides: Partial<EstateAsset> = {}): EstateAsset {
  next += 1
  return {
    id: `asset-${next}`,
    kind: 'bank-account',
    description: `Account ${next}`,
    organisationId: null,
    reference: null,
    ownership: 'sole',
    valueAtDeath: 0,
    valuationMethod: 'statement',
    state: 'valued',
    documentIds: [],
    ...overrides,
  }
}

export function records(country: CountryCode, regionCode: string | null, assets: EstateAsset[]): EstateRecords {
  return {
    country,
    regionCode,
    currency: COUNTRY_CURRENCIES[country],
    dateOfDeath: '2026-10-01',
    assets,
    debts: [],
    entries: [],
    beneficiaries: [],
    distributions: [],
  }
}

import { describe, expect, it } from 'vitest'
import { catalogueFor } from '~/content/organisations'
import { ORGANISATION_KIND_LABELS } from '~/content/organisations/schema'
import {
  CATALOGUE_QUERY_MAX,
  catalogueQuery,
  catalogueSearchMessage,
  searchable,
  searchCatalogue,
} from './catalogue-search'
import type { CatalogueGroup } from './organisations-view'

const groups: CatalogueGroup[] = [
  {
    kind: 'bank',
    label: 'Bank or building society',
    entries: [
      { id: 'uk-nationwide', name: 'Nationwide Building Society', listed: false },
      { id: 'uk-sainsburys-bank', name: 'Sainsbury’s Bank', listed: false },
      { id: 'uk-co-operative-bank', name: 'The Co-operative Bank (also smile and Britannia)', listed: true },
    ],
  },
  {
    kind: 'utility',
    label: 'Gas, electricity or water',
    entries: [{ id: 'ie-uisce-eireann', name: 'Uisce Éireann (water)', listed: false }],
  },
]

const ids = (query: string) => [...(searchCatalogue(groups, query).matching ?? [])]

describe('searching the catalogue by name', () => {
  it('finds an organisation by part of its name, whatever the case', () => {
    expect(ids('Nationwide')).toEqual(['uk-nationwide'])
    expect(ids('nationWIDE')).toEqual(['uk-nationwide'])
    expect(ids('  nation ')).toEqual(['uk-nationwide'])
  })

  it('ignores accents and punctuation, both in the name and in what is typed', () => {
    expect(ids('eireann')).toEqual(['ie-uisce-eireann'])
    expect(ids('Éireann')).toEqual(['ie-uisce-eireann'])
    expect(ids('sainsburys')).toEqual(['uk-sainsburys-bank'])
    expect(ids('co-op')).toEqual(['uk-co-operative-bank'])
    expect(ids('cooperative')).toEqual(['uk-co-operative-bank'])
  })

  it('needs every word typed, in any order, and also reads the group’s name', () => {
    expect(ids('bank sainsbury')).toEqual(['uk-sainsburys-bank'])
    expect(ids('building nationwide')).toEqual(['uk-nationwide'])
    expect(ids('water')).toEqual(['ie-uisce-eireann'])
    expect(ids('nationwide water')).toEqual([])
  })

  it('shows everything, and says nothing, when nothing is typed', () => {
    const result = searchCatalogue(groups, '   ')
    expect(result).toEqual({ matching: null, matches: 4, total: 4 })
    expect(catalogueSearchMessage('   ', result)).toBe('')
  })

  it('says how many match, and says so plainly when none does', () => {
    expect(catalogueSearchMessage('Nationwide', searchCatalogue(groups, 'Nationwide'))).toBe(
      '1 organisation matches “Nationwide”.',
    )
    expect(catalogueSearchMessage('bank', searchCatalogue(groups, 'bank'))).toBe('3 organisations match “bank”.')
    expect(catalogueSearchMessage(' Zzyzx ', searchCatalogue(groups, 'Zzyzx'))).toBe(
      'No organisation matches “Zzyzx”. Check the spelling, or type it in yourself below.',
    )
  })

  it('reads the search from the address trimmed and cut to a sensible length', () => {
    expect(catalogueQuery(null)).toBe('')
    expect(catalogueQuery('  Monzo  ')).toBe('Monzo')
    expect(catalogueQuery('x'.repeat(500))).toHaveLength(CATALOGUE_QUERY_MAX)
  })

  it('finds Nationwide in the real UK catalogue', () => {
    const real: CatalogueGroup[] = [
      {
        kind: 'bank',
        label: ORGANISATION_KIND_LABELS.bank,
        entries: catalogueFor('UK')
          .organisations.filter((entry) => entry.kind === 'bank')
          .map((entry) => ({ id: entry.id, name: entry.name, listed: false })),
      },
    ]
    expect([...(searchCatalogue(real, 'nationwide').matching ?? [])]).toEqual(['uk-nationwide'])
  })

  it('treats text the same way whichever way an accent was typed', () => {
    expect(searchable('E\u0301ireann')).toBe(searchable('Éireann'))
    expect(searchable('M&S  Bank')).toBe('ms bank')
  })
})

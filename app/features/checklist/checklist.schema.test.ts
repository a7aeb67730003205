import { describe, expect, it } from 'vitest'
import { TASK_CATEGORIES } from '~/content/schema'
import { checklistFiltersFromUrl, checklistQuery } from './checklist.schema'

const options = { country: 'AU' as const, regionCodes: ['all', 'au-nsw', 'au-vic', 'au'] }
const filters = (search: string, country: 'AU' | 'US' = 'AU') =>
  checklistFiltersFromUrl(new URL(`http://localhost/dashboard/checklist${search}`), { ...options, country })

describe('the checklist’s filters', () => {
  it('choose every category, all regions, no completed tasks and the country’s paper on a first visit', () => {
    expect(filters('')).toEqual({
      categories: [...TASK_CATEGORIES],
      region: 'all',
      includeCompleted: false,
      includeOrganisations: false,
      includeEstate: false,
      paper: 'A4',
    })
    expect(filters('', 'US').paper).toBe('LETTER')
  })

  it('tell a sent form with every box cleared from a first visit', () => {
    expect(filters('?filtered=1').categories).toEqual([])
    expect(filters('?filtered=1&category=legal&category=funeral&category=bogus').categories).toEqual([
      'legal',
      'funeral',
    ])
  })

  it('drop a region outside the country and an unknown paper size', () => {
    expect(filters('?region=us-ca&paper=A3')).toMatchObject({ region: 'all', paper: 'A4' })
    expect(filters('?region=au-vic&completed=on')).toMatchObject({ region: 'au-vic', includeCompleted: true })
  })

  it('round-trip through the query the print page and the PDF use', () => {
    const chosen = filters('?filtered=1&category=estate&region=au&completed=on&organisations=on&estate=on&paper=LETTER')
    expect(chosen.includeOrganisations).toBe(true)
    expect(chosen.includeEstate).toBe(true)
    expect(filters(`?${checklistQuery(chosen)}`)).toEqual(chosen)
  })
})

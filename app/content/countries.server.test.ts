import { describe, expect, it } from 'vitest'
import { COUNTRY_LIST } from './catalogue'
import { COUNTRY_MODULES, ORDERED_COUNTRY_MODULES, countryBySlug, findRegion } from './countries.server'
import { genericTasks } from './generic-tasks'
import { spellFor } from './spelling'
import { isNationalOnly, phoneLink } from './phone'
import type { RegionProfile } from './schema'
import { findContentProblems } from './validate'

describe('the content index', () => {
  // One test per country, so a problem names its country.
  it.each(COUNTRY_LIST)('has complete, sourced, valid content for $name', (country) => {
    const module = COUNTRY_MODULES[country.code]
    expect(module.content.country.slug).toBe(country.slug)
    expect(findContentProblems(module)).toEqual([])
  })

  it('counts 78 regions in all, with unique codes across countries', () => {
    const codes = COUNTRY_LIST.flatMap((country) => COUNTRY_MODULES[country.code].content.regions.map((r) => r.code))
    expect(codes).toHaveLength(8 + 13 + 1 + 1 + 4 + 51)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).toEqual(expect.arrayContaining(['au-nsw', 'ca-on', 'ie', 'nz', 'uk-england', 'us-ca', 'us-dc']))
  })

  it('finds countries by slug and regions by code', () => {
    expect(countryBySlug('new-zealand')?.content.country.code).toBe('NZ')
    expect(countryBySlug('atlantis')).toBeUndefined()
    expect(findRegion('uk-scotland')?.region.name).toBe('Scotland')
    expect(findRegion('xx-nowhere')).toBeUndefined()
  })
})

describe('the generic tasks', () => {
  it('are the seven in docs/product.md, in every country, from that country’s official guide', () => {
    for (const country of COUNTRY_LIST) {
      const tasks = genericTasks(country.code)
      expect(tasks.map((task) => task.key).sort()).toEqual([
        'cancel-subscriptions-and-services',
        'claim-on-insurance-policies',
        'close-or-transfer-financial-accounts',
        'look-after-property-and-belongings',
        'manage-digital-accounts',
        'organise-important-documents',
        'plan-memorial-and-tributes',
      ])
      expect(tasks.every((task) => task.source.startsWith('https://'))).toBe(true)
    }
  })
})

describe('spelling by country', () => {
  it('spells the shared tasks the American way in the United States only, and never changes their keys', () => {
    const text = (code: 'US' | 'UK' | 'CA') => JSON.stringify(genericTasks(code).map(({ key: _key, ...rest }) => rest))
    expect(text('US')).not.toMatch(/organis|memorialis|centre|counsell|building society/i)
    expect(text('UK')).toMatch(/organise/)
    expect(text('CA')).not.toMatch(/building society/)
    expect(genericTasks('US').map((task) => task.key)).toEqual(genericTasks('UK').map((task) => task.key))
    expect(spellFor('US', 'Organisation centre counselling')).toBe('Organization center counseling')
    expect(spellFor('NZ', 'Organisation centre counselling')).toBe('Organisation centre counselling')
  })

  it('writes no US spelling in the content of the countries that spell the British way', () => {
    for (const module of ORDERED_COUNTRY_MODULES.filter((entry) => entry.content.country.code !== 'US')) {
      const plans = module.content.regions.flatMap((region) => [
        ...module.checklist(region),
        ...module.legalActions(region),
      ])
      expect(JSON.stringify(plans), module.content.country.name).not.toMatch(/counseling|counselor\b|\bcenter\b/i)
    }
  })
})

describe('registering a death in the United Kingdom', () => {
  it('says where in a sentence, never as a bracketed label', () => {
    const england = findRegion('uk-england')!
    const register = COUNTRY_MODULES.UK.checklist(england.region).find((task) => task.key === 'register-death')!
    expect(register.description).toContain('must be registered at a local register office.')
    expect(register.description).not.toContain('(where:')
  })
})

describe('key figures', () => {
  const figures = ORDERED_COUNTRY_MODULES.flatMap((module) =>
    module.content.keyFigures.map((figure) => ({ country: module.content.country.name, ...figure })),
  )

  it('every figure cites an official page and the date it was checked, never a date to come', () => {
    const today = new Date().toISOString().slice(0, 10)
    const unsourced = figures.filter(
      (figure) => !figure.official || !figure.source.startsWith('https://') || figure.reviewed > today,
    )
    expect(unsourced.map((figure) => `${figure.country}: ${figure.label}`)).toEqual([])
  })

  it('give an earlier value only with the date the figure changed, and that date is a real date', () => {
    for (const figure of figures.filter((candidate) => candidate.previously !== undefined)) {
      expect(figure.effectiveFrom, figure.label).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(figure.effectiveFrom!)), figure.label).toBe(false)
    }
  })

  it('cover the figures people look for: the UK and Irish inheritance tax thresholds and the US federal estate tax', () => {
    const values = (code: 'UK' | 'IE' | 'US') => COUNTRY_MODULES[code].content.keyFigures.map((f) => f.value)
    expect(values('UK')).toContain('£325,000')
    expect(values('IE')).toContain('€400,000 (Group A)')
    expect(values('US')).toContain('$15,000,000')
  })
})

describe('the validator', () => {
  it('names the record when a fact breaks a rule', () => {
    const module = COUNTRY_MODULES.UK
    const broken = {
      ...module,
      content: {
        ...module.content,
        nationalContacts: [{ ...module.content.nationalContacts[0]!, source: 'http://example.gov.uk', phone: '12' }],
      },
    }
    const problems = findContentProblems(broken)
    expect(problems.join('\n')).toMatch(/United Kingdom → nationalContacts\.0\.source: must be an https:\/\/ URL/)
  })

  it('refuses a country whose identity differs from the catalogue', () => {
    const module = COUNTRY_MODULES.IE
    const renamed = { ...module, content: { ...module.content, country: { ...module.content.country, name: 'Eire' } } }
    expect(findContentProblems(renamed)).toContain("Eire: country.name is 'Eire', the catalogue says 'Ireland'")
  })

  it('refuses a key figure for a region of another country, or an earlier value without the date it changed', () => {
    const module = COUNTRY_MODULES.UK
    const [figure] = module.content.keyFigures
    const broken = {
      ...module,
      content: {
        ...module.content,
        keyFigures: [
          { ...figure!, label: 'Fee in Texas', regions: ['us-tx'] },
          { ...figure!, label: 'Older fee', previously: '£273', effectiveFrom: undefined },
        ],
      },
    }
    expect(findContentProblems(broken)).toEqual([
      "United Kingdom / key figure 'Fee in Texas': region us-tx is not a region of this country",
      "United Kingdom / key figure 'Older fee': 'previously' needs the date the value changed (effectiveFrom)",
    ])
  })

  it('refuses placeholder checklist items', () => {
    const module = COUNTRY_MODULES.CA
    const placeholder = {
      ...module,
      checklist: () => module.checklist(module.content.regions[0]!).map((t) => ({ ...t, title: 'Task 1' })),
    }
    expect(findContentProblems(placeholder).some((problem) => problem.includes("placeholder text 'Task 1'"))).toBe(true)
  })

  it('refuses a plan that would hold one key twice, or a legal action superseding what is not there', () => {
    const module = COUNTRY_MODULES.UK
    const clashing = {
      ...module,
      legalActions: (r: RegionProfile) =>
        module
          .legalActions(r)
          .map((action, index) =>
            index === 0 ? { ...action, key: 'register-death', supersedes: ['no-such-item'] } : action,
          ),
    }
    const problems = findContentProblems(clashing).join('\n')
    expect(problems).toMatch(/England plan: key register-death is used twice/)
    expect(problems).toMatch(/England plan \/ register-death: supersedes no-such-item, which is not in the checklist/)
  })
})

describe('phone links', () => {
  it('dial internationally and keep the national form as text', () => {
    expect(phoneLink('UK', '0300 303 0648')).toEqual({
      text: '0300 303 0648',
      href: 'tel:+443003030648',
      international: '+44 300 303 0648',
    })
    expect(phoneLink('IE', '01 804 4800')?.href).toBe('tel:+35318044800')
  })

  // Free and shared-cost numbers cannot be dialled from abroad: +61 13 77 88 does not connect.
  it.each([
    ['AU', '13 77 88', 'tel:137788'],
    ['AU', '1300 131 114', 'tel:1300131114'],
    ['AU', '1800 050 321', 'tel:1800050321'],
    ['IE', '1800 202 050', 'tel:1800202050'],
    ['NZ', '0800 22 55 82', 'tel:0800225582'],
    ['US', '1-800-772-1213', 'tel:18007721213'],
    ['CA', '1-800-622-6232', 'tel:18006226232'],
    ['UK', '0800 731 0469', 'tel:08007310469'],
    ['UK', '0808 808 1677', 'tel:08088081677'],
  ] as const)('link %s %s to the national digits, with no form for callers abroad', (country, phone, href) => {
    expect(phoneLink(country, phone)).toEqual({ text: phone, href, international: null })
  })

  it('every number on the resource pages has a link that dials where it can be dialled', () => {
    const checked = new Set<string>()
    for (const module of ORDERED_COUNTRY_MODULES) {
      const country = module.content.country.code
      for (const phone of phonesIn(module.content)) {
        const link = phoneLink(country, phone)
        expect(link, `${country} ${phone}`).not.toBeNull()
        if (isNationalOnly(country, phone)) {
          expect(link?.href, `${country} ${phone}`).toMatch(/^tel:\d+$/)
          expect(link?.international).toBeNull()
        } else {
          expect(link?.href, `${country} ${phone}`).toMatch(/^tel:\+\d+$/)
          expect(link?.international, `${country} ${phone}`).toMatch(/^\+\d/)
        }
        checked.add(`${country} ${phone}`)
      }
    }
    // The pages carry about 75 different numbers; a walk that found none would prove nothing.
    expect(checked.size).toBeGreaterThan(50)
  })

  it('refuse a number that is not valid in that country', () => {
    expect(phoneLink('IE', '116 123')).toBeNull()
    expect(phoneLink('NZ', '12')).toBeNull()
  })
})

/** Every `phone` string anywhere in a country's content, however deeply its records are nested. */
function phonesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(phonesIn)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'phone' && typeof inner === 'string' ? [inner] : phonesIn(inner),
  )
}

describe('small estates in England and Wales', () => {
  it('state the £5,000 legal limit of the 1965 Act and that banks set their own on top', () => {
    const smallEstate = findRegion('uk-england')?.region.smallEstate
    expect(smallEstate).toMatchObject({ amount: 5000, currency: 'GBP', isPolicy: false, official: true })
    expect(smallEstate?.source).toMatch(/^https:\/\/www\.legislation\.gov\.uk\/ukpga\/1965\/32/)
    expect(smallEstate?.text).toMatch(/Small Payments\) Act 1965/)
    expect(smallEstate?.text).toMatch(/each bank .* sets its own rules/)
    expect(smallEstate?.text).not.toMatch(/no legal limit/i)
  })
})

describe('registering a death in Ireland', () => {
  it('plans with the 3 months in force, and tells of the 28 days the 2024 Act will bring', () => {
    const ireland = findRegion('ie')?.region
    expect(ireland?.registrationDeadline).toMatchObject({ amount: 3, unit: 'months', from: 'death' })
    expect(ireland?.registrationDeadline?.source).toMatch(/^https:\/\/www\.hse\.ie\//)
    expect(ireland?.registrationDeadline?.text).toMatch(/28 days once it takes effect/)
  })
})

import { useState } from 'react'
import { Flag } from '~/components/flag'
import { Button } from '~/components/ui/button'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { SelectField } from '~/components/ui/select-field'
import { COUNTRY_LIST, COUNTRIES } from '~/content/catalogue'
import type { CountryCode } from '~/content/schema'
import type { FieldErrors } from '~/lib/forms'
import { capitalise } from '~/lib/words'
import { useHydrated } from '~/lib/use-hydrated'

type RegionList = Array<{ code: string; name: string }>
export type RegionOptions = Record<CountryCode, RegionList>

/** Where one country's regions come from when a page sent only some (app/routes/regions.$country.options.ts). */
export function regionOptionsUrl(country: CountryCode): string {
  return `/regions/${country}/options`
}

async function fetchRegions(country: CountryCode): Promise<RegionList | null> {
  const response = await fetch(regionOptionsUrl(country)).catch(() => null)
  return response?.ok ? ((await response.json()) as RegionList) : null
}

interface CountryRegionFieldsProps {
  /** The regions of the countries the page sent: all six, or only the chosen one's (the others are fetched). */
  regions: Partial<RegionOptions>
  country?: CountryCode
  region?: string
  errors?: FieldErrors
  idPrefix: string
}

/**
 * The six countries with their flags and the chosen country's regions. Choosing another country lists its
 * regions and selects the first (docs/product.md). Without JavaScript the list cannot change by itself, so a
 * 'Show the regions' button posts the choice and the page comes back with the new list. A page may send only the
 * chosen country's regions: another country's are fetched when it is chosen, and until they arrive (or if they
 * cannot be fetched) the button is there as without JavaScript.
 */
export function CountryRegionFields({ regions, country, region, errors = {}, idPrefix }: CountryRegionFieldsProps) {
  const hydrated = useHydrated()
  // A value shown back after a refused post may be anything: only one of the six is a country here, and
  // `__proto__` or `constructor` must not find an inherited property (docs/security.md, Third round, item 5).
  const [chosenCountry, setChosenCountry] = useState<CountryCode | undefined>(
    country && Object.hasOwn(COUNTRIES, country) ? country : undefined,
  )
  const [chosenRegion, setChosenRegion] = useState<string | undefined>(region)
  const [fetched, setFetched] = useState<Partial<RegionOptions>>({})
  const known: Partial<RegionOptions> = { ...regions, ...fetched }
  const options = chosenCountry ? known[chosenCountry] : []
  const regionValue = options?.some((option) => option.code === chosenRegion) ? chosenRegion : options?.[0]?.code

  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        type="radio"
        name="country"
        legend="Which country did they live in?"
        hint="Your plan follows the laws and offices of this country."
        error={errors.country}
        idPrefix={idPrefix}
        value={chosenCountry ?? ''}
        onValueChange={(value) => {
          const next = value as CountryCode
          setChosenCountry(next)
          // Unset, the first region is chosen once the list is there.
          setChosenRegion(known[next]?.[0]?.code)
          if (known[next]) return
          void fetchRegions(next).then((list) => {
            if (list) setFetched((before) => ({ ...before, [next]: list }))
          })
        }}
        choices={COUNTRY_LIST.map((entry) => ({
          value: entry.code,
          label: entry.name,
          adornment: <Flag code={entry.code} decorative size="sm" />,
        }))}
      />
      {(!hydrated || !options) && (
        <Button
          type="submit"
          name="intent"
          value="show-regions"
          variant="outline"
          wrap
          className="self-start text-center"
        >
          Show the regions for this country
        </Button>
      )}
      {chosenCountry && options ? (
        <SelectField
          name="region"
          label={capitalise(COUNTRIES[chosenCountry].regionNoun)}
          hint={`Where the person lived in ${COUNTRIES[chosenCountry].name}. Registries, courts and deadlines differ between them.`}
          error={errors.region}
          idPrefix={idPrefix}
          value={regionValue ?? ''}
          onChange={(event) => setChosenRegion(event.target.value)}
          options={options.map((option) => ({ value: option.code, label: option.name }))}
        />
      ) : chosenCountry ? (
        <p role="status" className="text-muted-foreground">
          Loading the regions of {COUNTRIES[chosenCountry].name}…
        </p>
      ) : (
        <p className="text-muted-foreground">Choose a country first, and its regions will be listed here.</p>
      )}
    </div>
  )
}

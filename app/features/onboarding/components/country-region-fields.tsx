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

export type RegionOptions = Record<CountryCode, Array<{ code: string; name: string }>>

interface CountryRegionFieldsProps {
  regions: RegionOptions
  country?: CountryCode
  region?: string
  errors?: FieldErrors
  idPrefix: string
}

/**
 * The six countries with their flags and the chosen country's regions. Choosing another country lists its
 * regions and selects the first (docs/product.md). Without JavaScript the list cannot change by itself, so a
 * 'Show the regions' button posts the choice and the page comes back with the new list.
 */
export function CountryRegionFields({ regions, country, region, errors = {}, idPrefix }: CountryRegionFieldsProps) {
  const hydrated = useHydrated()
  // A value shown back after a refused post may be anything: only one of the six is a country here, and
  // `__proto__` or `constructor` must not find an inherited property (docs/security.md, Third round, item 5).
  const [chosenCountry, setChosenCountry] = useState<CountryCode | undefined>(
    country && Object.hasOwn(regions, country) ? country : undefined,
  )
  const [chosenRegion, setChosenRegion] = useState<string | undefined>(region)
  const options = chosenCountry ? regions[chosenCountry] : []
  const regionValue = options.some((option) => option.code === chosenRegion) ? chosenRegion : options[0]?.code

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
          setChosenRegion(regions[next][0]?.code)
        }}
        choices={COUNTRY_LIST.map((entry) => ({
          value: entry.code,
          label: entry.name,
          adornment: <Flag code={entry.code} decorative size="sm" />,
        }))}
      />
      {!hydrated && (
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
      {chosenCountry ? (
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
      ) : (
        <p className="text-muted-foreground">Choose a country first, and its regions will be listed here.</p>
      )}
    </div>
  )
}

import type { RegionView } from '../view-types'
import { NoteGrid, OfficeGrid, Section } from './country-sections'

/** A catalogue region's offices (registry, court and others) and its notes. */
export function RegionDetails({ region, title }: { region: RegionView; title: string }) {
  return (
    <>
      <Section id="offices" title={title}>
        <OfficeGrid offices={[region.registry, region.probateCourt, ...region.otherOffices]} />
      </Section>
      {region.notes.length > 0 && (
        <Section id="notes" title="Good to know">
          <NoteGrid notes={region.notes} />
        </Section>
      )}
    </>
  )
}

import { regionOptions } from '~/content/countries.server'
import { COUNTRY_CODES } from '~db/schema/vocabulary'
import type { Route } from './+types/regions.$country.options'

/**
 * One country's regions as a form lists them (JSON), fetched by the country and region fields when another country
 * is chosen on a page that sent only the chosen country's (the settings page). Public, like the regions page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const country = COUNTRY_CODES.find((code) => code === params.country)
  if (!country) return Response.json([], { status: 404 })
  return Response.json(regionOptions()[country], { headers: { 'Cache-Control': 'public, max-age=3600' } })
}

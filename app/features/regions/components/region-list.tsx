import type { RegionSummaryView } from '../view-types'

/**
 * Each region of a country in brief, linking to its own page. Each item keeps the region's code as its id, so
 * older links to a region's card on the country page (/resources/usa#us-tx) still land on it.
 */
export function RegionSummaryList({ summaries }: { summaries: RegionSummaryView[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 *:min-w-0 md:grid-cols-2 lg:grid-cols-3">
      {summaries.map((summary) => (
        <li key={summary.anchor} id={summary.anchor} className="scroll-mt-4 rounded-lg border bg-card px-4 py-3">
          <h3 className="text-lg font-semibold">
            <a className="underline underline-offset-4 hover:no-underline" href={summary.href}>
              {summary.name}
            </a>
          </h3>
          <ul className="mt-1 text-sm">
            {summary.figures.map((figure) => (
              <li key={figure.label}>
                <span className="text-muted-foreground">{figure.label}:</span> {figure.value}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

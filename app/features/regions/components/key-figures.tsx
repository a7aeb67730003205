import { formatIsoDate } from '~/lib/format'
import type { FigureView } from '../view-types'
import { SourceNote } from './source-note'

/**
 * The figures that decide what a family must do, each with what it means, since when it holds and where it
 * comes from: scannable on a phone, the figure first.
 */
export function KeyFigureList({ figures }: { figures: FigureView[] }) {
  return (
    <dl className="grid grid-cols-1 gap-4 *:min-w-0 md:grid-cols-2">
      {figures.map((figure) => (
        <div key={`${figure.label}|${figure.value}`} className="rounded-lg border bg-card p-5">
          <dt className="font-semibold">{figure.label}</dt>
          <dd className="mt-1">
            <p className="text-2xl font-semibold">{figure.value}</p>
            {figure.effectiveFrom && (
              <p className="text-sm">
                From <time dateTime={figure.effectiveFrom}>{formatIsoDate(figure.effectiveFrom, 'medium')}</time>
                {figure.previously && <> (before then: {figure.previously})</>}
              </p>
            )}
            <p className="mt-2">{figure.meaning}</p>
            {figure.caution && <p className="mt-1 font-medium">{figure.caution}</p>}
            <SourceNote {...figure} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

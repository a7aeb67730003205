import type { TaxItem } from '../estate-tax'
import { NOT_ADVICE } from '../estate-rule-words'
import { SourceLine } from './source-line'

/**
 * The taxes to look into (estate-tax.ts): said once that it is information, not advice; then each item with
 * why it applies from the estate's figures, the figures themselves and the official page they came from.
 */
export function EstateTaxSection({
  items,
  title = 'Tax to look into',
  headingId = 'estate-tax-heading',
}: {
  items: TaxItem[]
  title?: string
  headingId?: string
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{NOT_ADVICE}</p>
      <ul className="mt-4 space-y-6">
        {items.map((item) => (
          <li key={item.key}>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1">{item.why}</p>
            {item.figures.length > 0 && (
              <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
                {item.figures.map((figure) => (
                  <div key={figure.label}>
                    <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                    <dd className="font-semibold">{figure.amount}</dd>
                  </div>
                ))}
              </dl>
            )}
            <SourceLine source={item.source} />
          </li>
        ))}
      </ul>
    </section>
  )
}

import type { ProbateCheck } from '../probate-check'
import { PROBATE_ANSWER_WORDS } from '../estate-rule-words'
import { SourceLine } from './source-line'

/**
 * The probate checker's answer (probate-check.ts): the answer in words, why, the figure it was measured
 * against, the region's rule in its own words with its source, and the next step. A calm section, no alarms:
 * 'probably' and 'it depends' are said as plainly as the rule allows.
 */
export function ProbateCheckSection({
  check,
  title = 'Is a grant of probate needed?',
  headingId = 'probate-check-heading',
}: {
  check: ProbateCheck
  title?: string
  headingId?: string
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-3 text-lg font-semibold" data-answer={check.answer}>
        {PROBATE_ANSWER_WORDS[check.answer]}
      </p>
      <p className="mt-1">{check.reason}</p>
      {(check.figureUsed || check.valueCounted) && (
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {check.figureUsed && (
            <div>
              <dt className="text-sm text-muted-foreground">{check.figureUsed.label}</dt>
              <dd className="text-xl font-semibold">{check.figureUsed.amount}</dd>
            </div>
          )}
          {check.valueCounted && (
            <div>
              <dt className="text-sm text-muted-foreground">{check.valueCounted.label}</dt>
              <dd className="text-xl font-semibold">{check.valueCounted.amount}</dd>
            </div>
          )}
        </dl>
      )}
      {check.rule && (
        <div className="mt-4 border-l-2 pl-4">
          <h3 className="text-sm font-semibold">The rule where the person lived</h3>
          <p className="mt-1 text-sm">{check.rule}</p>
        </div>
      )}
      {check.source && <SourceLine source={check.source} />}
      <h3 className="mt-4 font-semibold">Next step</h3>
      <p className="mt-1">{check.nextStep}</p>
    </section>
  )
}

import type { TimelineSummary } from '../timeline-view'

const CARDS: Array<{ key: keyof TimelineSummary; label: string }> = [
  { key: 'total', label: 'Total Tasks' },
  { key: 'pending', label: 'Pending' },
  { key: 'overdue', label: 'Overdue' },
  { key: 'completed', label: 'Completed' },
]

/** The four figures over the timeline; all counted on the server, whatever filter is chosen. */
export function SummaryCards({ summary }: { summary: TimelineSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {CARDS.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse rounded-xl border bg-card p-4 shadow-sm">
          <dt className="text-muted-foreground">{label}</dt>
          <dd
            className={
              key === 'overdue' && summary.overdue > 0
                ? 'text-3xl font-semibold text-destructive'
                : 'text-3xl font-semibold'
            }
          >
            {summary[key]}
          </dd>
        </div>
      ))}
    </dl>
  )
}

import type { FamilyOverview } from '../family-view'

/** The three figures, counted from the family on every visit. */
export function FamilyOverviewCards({ overview }: { overview: FamilyOverview }) {
  const figures = [
    { label: 'Active members', value: String(overview.activeMembers) },
    { label: 'Shared tasks', value: String(overview.sharedTasks) },
    { label: 'Tasks completed', value: `${overview.completedPercent}%` },
  ]
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-3xl font-semibold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

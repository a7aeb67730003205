/** An entry of the family's activity as the page draws it: its sentence, when, and how long ago that was. */
export interface ActivityView {
  text: string
  createdAt: string
  ago: string
}

/**
 * The family's recent activity, newest first, with how long ago (worded on the server, from its clock:
 * activity-words.server.ts).
 */
export function ActivityList({ entries }: { entries: ActivityView[] }) {
  if (entries.length === 0) {
    return <p className="text-muted-foreground">Nothing yet. Changes you and your family make will show here.</p>
  }
  return (
    <ul className="flex flex-col divide-y divide-border">
      {entries.map((entry, index) => (
        // A list drawn afresh with each page of the feed: its place is key enough, and no id is sent for it.
        <li key={index} className="flex flex-wrap justify-between gap-x-4 py-2">
          <span>{entry.text}</span>
          <time dateTime={entry.createdAt} className="text-sm text-muted-foreground">
            {entry.ago}
          </time>
        </li>
      ))}
    </ul>
  )
}

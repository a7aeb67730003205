import type { Note } from '~/content/schema'
import { SourceNote } from './source-note'

export function NoteCard({ note, headingLevel = 3 }: { note: Note; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <article className="rounded-lg border bg-card p-5">
      <Heading className="text-lg font-semibold">{note.title}</Heading>
      {note.body.map((paragraph) => (
        <p key={paragraph.slice(0, 48)} className="mt-2">
          {paragraph}
        </p>
      ))}
      <SourceNote source={note.source} reviewed={note.reviewed} official={note.official} />
    </article>
  )
}

import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'
import { isDone } from '~/features/tasks'
import { plural } from '~/lib/words'
import type { InventoryLine } from '~/features/estate'
import {
  EMPTY_CHECKLIST_TEXT,
  ESTATE_EMPTY,
  ESTATE_HEADINGS,
  ORGANISATIONS_HEADING,
  organisationFacts,
  type PreviewChecklist,
  type PreviewTask,
} from '../printable'

type Level = 1 | 2

/** Where the checklist's task number `index` (from 0) is in the page. */
export const checklistTaskAnchor = (index: number) => `checklist-task-${index + 1}`

/** A box to tick with a pen: drawn, not a form control, and silent for screen readers. */
function TickBox({ large = false }: { large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute top-1 left-0 inline-block rounded-[2px] border-2 border-foreground print:border-black',
        large ? 'size-5' : 'size-4',
      )}
    />
  )
}

/**
 * The checklist as it is previewed and printed: title, date, count and region, then each category with its
 * tasks, their steps and contacts, each with a box to tick. Black and white and page-break aware in print.
 * `level` is the heading level of the title (1 on the print page, 2 inside the checklist page).
 */
export function ChecklistDocument({
  checklist,
  level = 2,
  more,
}: {
  checklist: PreviewChecklist
  level?: Level
  /** After the tasks of a preview that shows only its first ones: the link that shows more (decision 083). */
  more?: ReactNode
}) {
  const Title = level === 1 ? 'h1' : 'h2'
  const Group = level === 1 ? 'h2' : 'h3'
  const Task = level === 1 ? 'h3' : 'h4'
  const summary = [
    `Made on ${checklist.dateLabel}`,
    plural(checklist.taskCount, 'task'),
    checklist.regionLabel ? `Region: ${checklist.regionLabel}` : null,
  ].filter(Boolean)

  return (
    <article lang={checklist.language} className="checklist-document space-y-6 print:space-y-4 print:text-black">
      <header className="border-b-2 border-foreground pb-3 print:border-black">
        <Title className="text-2xl font-semibold">{checklist.title}</Title>
        <p className="mt-1">{summary.join(' · ')}</p>
      </header>
      {checklist.taskCount === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center">{EMPTY_CHECKLIST_TEXT}</p>
      ) : (
        checklist.groups.map((group, groupIndex) => {
          // Tasks are numbered through the checklist, so that 'Show more' can lead to the first one it adds.
          const before = checklist.groups.slice(0, groupIndex).reduce((sum, { tasks }) => sum + tasks.length, 0)
          return (
            <section key={group.category} aria-labelledby={`group-${group.category}`} className="space-y-3">
              <Group id={`group-${group.category}`} className="text-xl font-semibold break-after-avoid">
                {group.label} <span className="font-normal">({group.count ?? group.tasks.length})</span>
              </Group>
              <ul className="space-y-4">
                {/* Drawn once from the address's filters and never reordered: the index is the task's key. */}
                {group.tasks.map((task, index) => (
                  <ChecklistTask key={index} task={task} Heading={Task} id={checklistTaskAnchor(before + index)} />
                ))}
              </ul>
            </section>
          )
        })
      )}
      {more}
      {checklist.organisations && (
        <section aria-labelledby="group-organisations" className="space-y-3">
          <Group id="group-organisations" className="text-xl font-semibold break-after-avoid">
            {ORGANISATIONS_HEADING} <span className="font-normal">({checklist.organisations.length})</span>
          </Group>
          {checklist.organisations.length === 0 && <p>No organisations listed yet.</p>}
          <ul className="space-y-3">
            {checklist.organisations.map((organisation) => (
              <li key={organisation.id} className="relative break-inside-avoid pl-8">
                <TickBox large />
                <Task className="font-semibold break-words">
                  {organisation.name}
                  {organisation.done && <span className="font-normal"> (done)</span>}
                </Task>
                <p className="break-words">{organisationFacts(organisation).join(' · ')}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {checklist.estate && (
        <>
          {(['assets', 'debts'] as const).map((part) => (
            <section key={part} aria-labelledby={`group-estate-${part}`} className="space-y-3">
              <Group id={`group-estate-${part}`} className="text-xl font-semibold break-after-avoid">
                {ESTATE_HEADINGS[part]} <span className="font-normal">({checklist.estate?.[part].length})</span>
              </Group>
              <InventoryList lines={checklist.estate?.[part] ?? []} empty={ESTATE_EMPTY[part]} Heading={Task} />
            </section>
          ))}
          <p className="font-medium break-words">{checklist.estate.totals.join(' · ')}</p>
        </>
      )}
    </article>
  )
}

/** The estate's assets or debts, each with a box to tick once it is collected or paid (decision 076). */
function InventoryList({ lines, empty, Heading }: { lines: InventoryLine[]; empty: string; Heading: 'h3' | 'h4' }) {
  if (lines.length === 0) return <p>{empty}</p>
  return (
    <ul className="space-y-3">
      {lines.map((line) => (
        <li key={line.id} className="relative break-inside-avoid pl-8">
          <TickBox large />
          <Heading className="font-semibold break-words">
            {line.name}
            {line.done && <span className="font-normal"> (done)</span>}
          </Heading>
          <p className="break-words">{line.facts.join(' · ')}</p>
        </li>
      ))}
    </ul>
  )
}

/** One task with its box to tick, its due date and description, then its steps (each to tick) and contacts. */
function ChecklistTask({ task, Heading, id }: { task: PreviewTask; Heading: 'h3' | 'h4'; id: string }) {
  return (
    <li id={id} className="relative pl-8">
      <TickBox large />
      <div className="space-y-1">
        <Heading className="font-semibold break-words break-after-avoid">
          {task.title}
          {isDone(task) && <span className="font-normal"> (done)</span>}
        </Heading>
        {task.dueDateLabel && <p className="text-sm font-medium">Due by {task.dueDateLabel}</p>}
        {task.description && <p className="break-words">{task.description}</p>}
        {task.steps.length > 0 && (
          <div>
            <p className="font-medium break-after-avoid">Steps</p>
            <ul className="space-y-1">
              {task.steps.map((step, index) => (
                <li key={index} className="relative break-inside-avoid pl-6">
                  <TickBox />
                  <span className="break-words">{step}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {task.contacts.length > 0 && (
          <div>
            <p className="font-medium break-after-avoid">Contacts</p>
            <ul className="list-disc pl-5">
              {task.contacts.map((contact, index) => (
                <li key={index} className="break-words">
                  {contact}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  )
}

import type { TaskView } from '../task-view'
import { ContactLine } from './contact-line'
import { SourceLink } from './source-link'

/** Steps, contacts and notes of a task, as the generic and legal screens list them. */
export function TaskDetails({ task }: { task: TaskView }) {
  return (
    <div className="flex flex-col gap-3">
      <TaskStepsAndContacts task={task} />
      {task.notes && (
        <div>
          <h3 className="font-semibold">Notes</h3>
          <p>{task.notes}</p>
        </div>
      )}
      {task.sourceUrl && <SourceLink url={task.sourceUrl} title={task.title} />}
    </div>
  )
}

/** A task's steps (numbered) and contacts, each under its heading when it has any. */
export function TaskStepsAndContacts({ task }: { task: Pick<TaskView, 'steps' | 'contacts'> }) {
  return (
    <>
      {task.steps.length > 0 && (
        <div>
          <h3 className="font-semibold">Steps</h3>
          <ol className="ml-5 list-decimal">
            {task.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {task.contacts.length > 0 && (
        <div>
          <h3 className="font-semibold">Contacts</h3>
          <ul className="ml-5 list-disc">
            {task.contacts.map((contact) => (
              <li key={contact}>
                <ContactLine contact={contact} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

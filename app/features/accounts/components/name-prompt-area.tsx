import { splitPart } from '~/lib/split-part'
import type { NamePromptAnswer } from './name-prompt'

// The prompt's form is shown only to people whose account has no full name yet (decision 061), so its code is
// loaded in the browser only for them (issue 32). The server loads it before it draws a page that asks
// (`namePromptReady` in the dashboard's loader), so the prompt is in the HTML and works without JavaScript, and
// hydration keeps it on screen until the script arrives; the dashboard's client loader waits for it on a client
// navigation, so it never flashes away.
const namePrompt = splitPart(() => import('./name-prompt').then((part) => part.NamePrompt))

/** Whether to ask, once the prompt's code is loaded when it is asked (the server draws it at once). */
export const namePromptReady = async (ask: boolean) => (ask ? namePrompt.load().then(() => ask) : ask)

/** A page's data, once the prompt's code is loaded when the data asks for it (a client navigation). */
export const withNamePromptCode = async <Data extends { askForName: boolean }>(data: Data) =>
  data.askForName ? namePrompt.load().then(() => data) : data

/** The prompt while it is asked, and once answered, what became of the answer. */
export function NamePromptArea({ ask, answer }: { ask: boolean; answer?: NamePromptAnswer }) {
  return (
    <>
      {ask && <namePrompt.Part answer={answer?.ok === false ? answer : undefined} />}
      {answer?.ok && <NamePromptAnswered saved={answer.saved === true} />}
    </>
  )
}

/** Said once, where the prompt was, after it is answered. */
function NamePromptAnswered({ saved }: { saved: boolean }) {
  return (
    <p role="status" className="rounded-md border border-primary bg-accent px-4 py-3">
      {saved
        ? 'Thank you: your name is saved. You can change it in Settings.'
        : 'We will not ask again. You can add your name in Settings at any time.'}
    </p>
  )
}

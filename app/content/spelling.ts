import type { CountryCode, TaskTemplate } from './schema'

/**
 * Text shared by every country is written in British English; American readers get American spelling. Only the
 * words the shared text uses are listed, so a new word is added here when shared text first uses it. Canada,
 * Ireland, Australia and New Zealand keep the British forms, as their own official guides do.
 */
const AMERICAN_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b([Oo])rganis/g, '$1rganiz'],
  [/\b([Mm])emorialis/g, '$1emorializ'],
  [/\b([Cc])entre/g, '$1enter'],
  [/\b([Cc])ounsell/g, '$1ounsel'],
]

export function spellFor(country: CountryCode, text: string): string {
  if (country !== 'US') return text
  return AMERICAN_SPELLINGS.reduce((spelled, [british, american]) => spelled.replace(british, american), text)
}

/** A shared task in the spelling of the person's country; its key and sources never change. */
export function spellTaskFor(country: CountryCode, task: TaskTemplate): TaskTemplate {
  const spell = (text: string) => spellFor(country, text)
  return {
    ...task,
    title: spell(task.title),
    description: spell(task.description),
    steps: task.steps.map(spell),
    contacts: task.contacts.map(spell),
  }
}

import { data } from 'react-router'
import { requirePremiumFamily } from '~/features/family/index.server'
import { LetterDetailsSchema } from '~/features/family/letter-details.schema'
import { LetterPage } from '~/features/organisations/components/letter-page'
import { fillLetterDetails, letterPage, openLetter, saveLetterChoices } from '~/features/organisations/letters.server'
import { LetterChoicesSchema, LetterReferenceSchema } from '~/features/organisations/organisations.schema'
import { parseForm, textOf } from '~/lib/forms'
import { readForm } from '~/lib/forms.server'
import { readerDates } from '~/lib/reader-dates.server'
import { answerRefusal } from '~/lib/refusal'
import type { RouteArgs } from '~/load-context'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.organisations.$id.letter'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Letter to ${data?.organisation.name ?? 'an organisation'} — Afterword` },
]

/** The family, the day in the reader's calendar, and the letter; an organisation not found is the error page. */
async function openPage(args: RouteArgs & { params: { id: string } }) {
  const family = await requirePremiumFamily(args, 'view', 'organisations')
  const { db } = servicesFrom(args.context)
  const { today } = readerDates(args.request, family.country.code)
  const opened = await openLetter(db, family, args.params.id, today).catch((error: unknown) =>
    answerRefusal(error, 'loader'),
  )
  return { family, db, today, opened }
}

export async function loader(args: Route.LoaderArgs) {
  const { family, opened } = await openPage(args)
  return letterPage(family, opened)
}

const refused = (fieldErrors: Partial<Record<string, string>>) =>
  data({ ok: false, message: Object.values(fieldErrors)[0] ?? 'Check the details.', fieldErrors } as const, {
    status: 400,
  })

/**
 * 'details' fills in what the letter still needs (the person's own, the family's, the organisation's
 * reference); 'save' keeps what the letter asks, its enclosures and the family's note.
 */
export async function action(args: Route.ActionArgs) {
  const { family, db, opened } = await openPage(args)
  const form = await readForm(args.request)
  if (textOf(form.get('intent')) === 'details') {
    const details = parseForm(LetterDetailsSchema, form)
    const reference = parseForm(LetterReferenceSchema, form)
    if (!details.success || !reference.success) {
      return refused({
        ...(details.success ? {} : details.fieldErrors),
        ...(reference.success ? {} : reference.fieldErrors),
      })
    }
    return fillLetterDetails(db, family, opened.organisation, { ...details.data, ...reference.data }).catch(
      (error: unknown) => answerRefusal(error, 'action'),
    )
  }
  const parsed = parseForm(LetterChoicesSchema, form, ['enclosures'])
  if (!parsed.success) return refused(parsed.fieldErrors)
  return saveLetterChoices(db, family, opened.organisation, parsed.data).catch((error: unknown) =>
    answerRefusal(error, 'action'),
  )
}

export default function LetterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LetterPage page={loaderData} result={actionData} />
}

import { data } from 'react-router'
import { requirePremiumFamily } from '~/features/family/index.server'
import { LetterPage } from '~/features/organisations/components/letter-page'
import { letterPage, openLetter, saveLetterDetails } from '~/features/organisations/letters.server'
import { LetterFieldsSchema } from '~/features/organisations/organisations.schema'
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

/** Saves the details and the text (or writes the text again from the details). */
export async function action(args: Route.ActionArgs) {
  const { family, db, today, opened } = await openPage(args)
  const form = await readForm(args.request)
  const parsed = parseForm(LetterFieldsSchema, form, ['enclosures'])
  if (!parsed.success) {
    const message = Object.values(parsed.fieldErrors)[0] ?? 'Check the details.'
    return data({ ok: false, message, fieldErrors: parsed.fieldErrors } as const, { status: 400 })
  }
  const rebuild = textOf(form.get('intent')) === 'rebuild'
  return saveLetterDetails(db, family, opened.organisation, today, { fields: parsed.data, rebuild }).catch(
    (error: unknown) => answerRefusal(error, 'action'),
  )
}

export default function LetterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LetterPage page={loaderData} result={actionData} />
}

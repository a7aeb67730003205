import { data, redirect } from 'react-router'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { getSignedInUser } from '~/features/accounts/accounts.server'
import { CLIENT_IP_HEADER } from '~/lib/auth.server'
import { formValues, parseForm, textOf } from '~/lib/forms'
import { STATIC_PAGE } from '~/lib/route-handle'
import { crisisCountries } from '~/features/support/crisis-lines.server'
import { supportServicesFrom } from '~/features/support/index.server'
import { submitSupportRequest } from '~/features/support/support-requests.server'
import {
  COUNTRY_NAMES,
  readSupportQuery,
  supportResourceCards,
  visitorCountry,
} from '~/features/support/support-resources.server'
import {
  CHECK_FIELDS_MESSAGE,
  HONEYPOT_FIELD,
  missingRequiredFields,
  REQUIRED_FIELDS_MESSAGE,
  SupportRequestSchema,
} from '~/features/support/support.schema'
import { CrisisBanner } from '~/features/support/components/crisis-banner'
import { ContactForm, type ContactFormResult } from '~/features/support/components/contact-form'
import { FaqSection } from '~/features/support/components/faq-section'
import { OpenedArticle } from '~/features/support/components/opened-article'
import { ResourceCards } from '~/features/support/components/resource-cards'
import type { Route } from './+types/support'
import { readForm } from '~/lib/forms.server'

export const meta: Route.MetaFunction = () => [{ title: 'Support and resources — Afterword' }]

// Mostly reading, and the forms work as plain HTML (POST, server validation, the messages rendered here): no
// script, so the page is quick on an old phone for someone who may be in crisis (decision 004).
export const handle = STATIC_PAGE

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, db } = servicesFrom(context)
  const { user } = await getSignedInUser(auth, db, request.headers)
  const url = new URL(request.url)
  const country = visitorCountry(
    url.searchParams.get('country'),
    user?.country ?? null,
    request.headers.get('accept-language'),
  )
  const query = readSupportQuery(url.searchParams)
  // An article has one address; the old `/support?article=` links move there for good.
  if (query.article) throw redirect(query.article.href, 301)
  return {
    query,
    crisis: { countries: crisisCountries(), current: country },
    countryName: country ? COUNTRY_NAMES[country] : null,
    cards: supportResourceCards(),
    prefill: user ? { name: user.fullName ?? '', email: user.email } : { name: '', email: '' },
  }
}

/** What the person typed in a field, to give back with the form when it needs fixing. */

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const form = await readForm(request)
  const values = formValues(form)
  const kept = {
    name: textOf(values.name),
    email: textOf(values.email),
    category: textOf(values.category),
    message: textOf(values.message),
  }
  if (typeof values[HONEYPOT_FIELD] === 'string' && values[HONEYPOT_FIELD] !== '') {
    // A bot filled the field people never see: thank it, store nothing, send nothing.
    context.logger.warn('support form: honeypot field filled, request dropped')
    return { sent: true, emergency: false, replyTo: kept.email, confirmationTo: null } satisfies ContactFormResult
  }
  const parsed = parseForm(SupportRequestSchema, values)
  if (!parsed.success) {
    const formError = missingRequiredFields(values) ? REQUIRED_FIELDS_MESSAGE : CHECK_FIELDS_MESSAGE
    return data(
      { sent: false, fieldErrors: parsed.fieldErrors, formError, values: kept } satisfies ContactFormResult,
      400,
    )
  }
  const { user } = await getSignedInUser(services.auth, services.db, request.headers)
  const result = await submitSupportRequest(
    supportServicesFrom(services, context.logger, user?.country ?? null),
    parsed.data,
    { userId: user?.id ?? null, clientIp: request.headers.get(CLIENT_IP_HEADER) ?? 'unknown' },
  )
  if (!result.ok) {
    return data(
      { sent: false, fieldErrors: {}, formError: result.message, values: kept } satisfies ContactFormResult,
      result.status,
    )
  }
  return {
    sent: true,
    emergency: parsed.data.category === 'Emergency Support',
    replyTo: parsed.data.email,
    confirmationTo: result.confirmationTo,
  } satisfies ContactFormResult
}

export default function SupportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, crisis, countryName, cards, prefill } = loaderData
  return (
    <Container className="py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Support and resources</h1>
      <p className="mt-3 max-w-3xl text-lg">
        Answers to common questions, people to talk to, and a way to ask us anything. You do not need an account.
      </p>
      <div className="mt-8">
        <CrisisBanner countries={crisis.countries} current={crisis.current} />
      </div>
      {query.articleTitle && <OpenedArticle title={query.articleTitle} article={query.article} />}
      <FaqSection query={query} />
      <ResourceCards cards={cards} />
      <ContactForm
        result={actionData}
        prefill={prefill}
        preselected={query.formCategory}
        crisis={crisis}
        countryName={countryName}
      />
    </Container>
  )
}

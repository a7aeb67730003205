import { data, Form, Link, redirectDocument, useActionData, useLoaderData } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { FormError } from '~/components/ui/form-error'
import { servicesFrom } from '~/load-context'
import { getSignedInUser, requireSignedInUser } from '~/features/accounts/index.server'
import { ROLE_DESCRIPTIONS } from '~/features/family/family.schema'
import { acceptInvitation, INVITATION_PROBLEMS, previewInvitation } from '~/features/family/invitations.server'
import { withArticle } from '~/lib/format'
import type { Route } from './+types/invite.$token'

export const meta: Route.MetaFunction = () => [
  { title: 'Family invitation — Afterword' },
  // The token is in the address: no other site is told it. Not 'no-referrer', with which the browser sends
  // `Origin: null` on the button's plain post (without JavaScript, or before the scripts have run) and the
  // site's cross-site check refuses it.
  { name: 'referrer', content: 'same-origin' },
]

/** An invitation link: says who invited whom and as what, and lets the invited address accept it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  const invitation = await previewInvitation(services.db, params.token)
  if (!invitation) throw data({ message: INVITATION_PROBLEMS.unknown }, { status: 404 })
  if (invitation.state !== 'waiting') throw data({ message: INVITATION_PROBLEMS[invitation.state] }, { status: 410 })
  const { user } = await getSignedInUser(services.auth, services.db, request.headers)
  return {
    invitation: {
      email: invitation.email,
      fullName: invitation.fullName,
      role: invitation.role,
      inviter: invitation.inviter,
      deceasedName: invitation.deceasedName,
    },
    signedInAs: user?.email ?? null,
    path: new URL(request.url).pathname,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  const result = await acceptInvitation(services.db, user, params.token)
  if (!result.ok) return data({ message: result.message }, { status: result.status })
  // A full load: the header and every page now show the family just joined.
  return redirectDocument('/dashboard?joined=1')
}

export default function InvitePage() {
  const { invitation, signedInAs, path } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const from = invitation.inviter ?? 'A member of a family'
  const forWhom = invitation.deceasedName ? ` after the death of ${invitation.deceasedName}` : ''
  const matches = signedInAs?.toLowerCase() === invitation.email
  const back = encodeURIComponent(path)
  return (
    <Container className="py-14">
      <Card className="mx-auto max-w-xl">
        <CardHeader>
          <CardTitle as="h1" size="2xl">
            You are invited to help
          </CardTitle>
          <CardDescription>
            {from} invited {invitation.fullName} to share the plan of things to do{forWhom}, as{' '}
            {withArticle(invitation.role)}: you {ROLE_DESCRIPTIONS[invitation.role]}.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormError message={refused?.message} />
          {matches ? (
            <Form method="post">
              <Button type="submit">Accept the invitation</Button>
            </Form>
          ) : signedInAs ? (
            <>
              <p>
                This invitation was sent to <strong>{invitation.email}</strong>, and you are signed in as{' '}
                <strong>{signedInAs}</strong>. To accept it, sign out, then sign in or create an account with{' '}
                {invitation.email}.
              </p>
              <Form method="post" action="/auth/sign-out" reloadDocument>
                <input type="hidden" name="redirectTo" value={path} />
                <Button type="submit">Sign out and continue</Button>
              </Form>
            </>
          ) : (
            <>
              <p>
                To accept, sign in or create an account with <strong>{invitation.email}</strong>. You will not need to
                set up a plan: the family already has one.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link to={`/auth?tab=sign-up&redirectTo=${back}`}>Create an account</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={`/auth?redirectTo=${back}`}>Sign in</Link>
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </Container>
  )
}

import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/form-error'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { ROLE_DESCRIPTIONS } from '../family-words'
import { ROLE_OPTIONS, type FamilyActionResult } from '../family-view'

/** 'Invite a family member': full name, e-mail and role, with what each role may do spelled out. */
export function InviteForm({ result }: { result: FamilyActionResult | undefined }) {
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite'
  const refused = result && !result.ok && result.intent === 'invite' ? result : undefined
  const values = refused?.values
  return (
    <section aria-labelledby="invite-heading" className="rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id="invite-heading" className="text-xl font-semibold">
        Invite a family member
      </h2>
      <p className="mt-1 text-muted-foreground">
        We e-mail them a link that works once, for 7 days. They join with that e-mail address.
      </p>
      <Form method="post" noValidate className="mt-4 flex flex-col gap-4" key={result?.ok ? 'sent' : 'form'}>
        <input type="hidden" name="intent" value="invite" />
        <FormError message={refused?.title ? `${refused.title}: ${refused.message}` : refused?.message} />
        <TextField
          idPrefix="invite"
          name="fullName"
          label="Full name"
          autoComplete="off"
          required
          maxLength={100}
          defaultValue={values?.fullName}
          error={refused?.fieldErrors?.fullName}
        />
        <TextField
          idPrefix="invite"
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="off"
          required
          defaultValue={values?.email}
          error={refused?.fieldErrors?.email}
        />
        <SelectField
          idPrefix="invite"
          name="role"
          label="Role"
          options={ROLE_OPTIONS}
          defaultValue={values?.role ?? 'Member'}
          error={refused?.fieldErrors?.role}
        />
        <ul className="list-disc pl-6 text-sm text-muted-foreground">
          {ROLE_OPTIONS.map(({ value }) => (
            <li key={value}>
              <strong className="text-foreground">{value}</strong>: {ROLE_DESCRIPTIONS[value]}.
            </li>
          ))}
        </ul>
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Invitation'}
          </Button>
        </div>
      </Form>
    </section>
  )
}

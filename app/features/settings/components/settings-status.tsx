/** What the last form did, also for readers without JavaScript, where no toast appears. */
export function SettingsStatus({
  result,
  passwordChanged,
  emailChanged,
}: {
  result: { ok: boolean; title: string; message: string } | undefined
  passwordChanged: boolean
  emailChanged: boolean
}) {
  return (
    <div role="status">
      {result && (
        <p className={result.ok ? 'rounded-md border border-primary bg-accent px-4 py-3' : 'sr-only'}>
          {result.title}: {result.message}
        </p>
      )}
      {passwordChanged && !result && (
        <p className="rounded-md border border-primary bg-accent px-4 py-3">
          Password changed: you are now signed out on your other devices.
        </p>
      )}
      {emailChanged && !result && (
        <p className="rounded-md border border-primary bg-accent px-4 py-3">Your new e-mail address is confirmed.</p>
      )}
    </div>
  )
}

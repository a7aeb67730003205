/** The form-level error above a form’s fields ('Sign in failed…', 'Something went wrong…'). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  )
}

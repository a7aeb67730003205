import { z } from 'zod'

/** Whether a value from a form or URL is a well-formed UUID; only those reach a uuid column (else a 500). */
export function isUuid(value: unknown): value is string {
  return z.uuid().safeParse(value).success
}

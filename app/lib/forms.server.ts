import { data } from 'react-router'
import { hasControlCharacters } from './forms'

/**
 * The one way an action reads its form (docs/security.md, 'Third round', item 5). A body that is not a form, or a form
 * that cannot be read, is the sender's mistake, not ours: it is answered with a calm 4xx the error boundary shows,
 * never a 500 and a stack trace in the error log. Text with control characters (NUL above all, which PostgreSQL cannot
 * store) is refused here for every field, so a field an action reads directly cannot carry it further.
 */

export const FORM_TYPE_MESSAGE = 'This was not sent as a form. Please go back and send it again from the page.'
export const UNREADABLE_FORM_MESSAGE = 'This form could not be read. Please go back and send it again.'
export const FORM_CONTROL_CHARACTER_MESSAGE =
  'Something in this form contains a character that cannot be saved. Please go back, type it again and send it.'

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('content-type')
  if (contentType === null) {
    // A form with no fields may arrive with no body and no type (a bare POST); anything else is not a form.
    if ((await bodyText(request)) === '') return new FormData()
    throw data(FORM_TYPE_MESSAGE, { status: 415 })
  }
  const [mediaType = '', ...parameters] = contentType.split(';')
  if (!FORM_TYPES.has(mediaType.trim().toLowerCase())) throw data(FORM_TYPE_MESSAGE, { status: 415 })
  if (mediaType.trim().toLowerCase() === 'multipart/form-data' && !parameters.some(isBoundary)) {
    throw data(UNREADABLE_FORM_MESSAGE, { status: 400 })
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw data(UNREADABLE_FORM_MESSAGE, { status: 400 })
  }
  for (const [name, value] of form) {
    if (hasControlCharacters(name) || (typeof value === 'string' && hasControlCharacters(value))) {
      throw data(FORM_CONTROL_CHARACTER_MESSAGE, { status: 400 })
    }
  }
  return form
}

function isBoundary(parameter: string): boolean {
  const [name = '', value = ''] = parameter.split('=')
  return name.trim().toLowerCase() === 'boundary' && value.trim().replace(/^"|"$/g, '') !== ''
}

async function bodyText(request: Request): Promise<string> {
  try {
    return await request.text()
  } catch {
    throw data(UNREADABLE_FORM_MESSAGE, { status: 400 })
  }
}

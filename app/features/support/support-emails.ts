import { composeEmail } from '~/lib/auth-emails'
import type { MailMessage } from '~/lib/mail.server'
import type { SupportCategory } from '~db/schema/vocabulary'
import { SUPPORT_CATEGORY_LABELS } from './support.schema'

export interface StoredSupportRequest {
  id: string
  name: string
  email: string
  category: SupportCategory
  message: string
  createdAt: Date
}

/** A short reference people can quote: the first block of the request's id. */
export function supportReference(id: string): string {
  return (id.split('-')[0] ?? id).toUpperCase()
}

const received = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC'

/** To the support inbox: everything the sender wrote, as text (composeEmail escapes it in the HTML part). */
export function teamNotificationEmail(to: string, request: StoredSupportRequest, inboxUrl: string): MailMessage {
  return composeEmail(
    to,
    `Support request ${supportReference(request.id)}: ${SUPPORT_CATEGORY_LABELS[request.category]}, from ${request.name}`,
    [
      `${request.name} <${request.email}> wrote on ${received(request.createdAt)}, about ${SUPPORT_CATEGORY_LABELS[request.category]}:`,
      request.message,
      `Reference ${supportReference(request.id)}. We promise a reply within 24 hours. You can reply and mark it answered from the support inbox.`,
    ],
    { label: 'Open the support inbox', url: inboxUrl },
  )
}

/**
 * The confirmation, only ever to a signed-in sender's own confirmed account address (decision 042). It echoes
 * nothing they typed (no name, no message, not the address they gave), so the form cannot send someone else's
 * words anywhere. Someone choosing Emergency Support may be in danger: the crisis lines come first.
 */
export function confirmationEmail(
  to: string,
  request: Pick<StoredSupportRequest, 'id' | 'category' | 'createdAt'>,
  crisisParagraph: string | undefined,
): MailMessage {
  return composeEmail(to, 'We received your message', [
    'Hello, thank you for writing to Afterword. Our support team will respond within 24 hours, by e-mail to the address you gave in the form.',
    ...(crisisParagraph ? [crisisParagraph] : []),
    `Your message about ${SUPPORT_CATEGORY_LABELS[request.category]} reached us on ${received(request.createdAt)}. Its reference is ${supportReference(request.id)}.`,
    'You are receiving this because you sent it while signed in to your Afterword account. If you did not, please reply to this e-mail.',
  ])
}

/** The support team's answer, sent from the support inbox. */
export function replyEmail(request: StoredSupportRequest, reply: string): MailMessage {
  return composeEmail(request.email, `Re: your message to Afterword (${supportReference(request.id)})`, [
    `Hello ${request.name},`,
    reply,
    `You wrote to us on ${received(request.createdAt)}:`,
    request.message,
    'If you need to write again, please use the contact form at /support and quote your reference.',
  ])
}

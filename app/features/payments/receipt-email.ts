import { composeEmail } from '~/lib/auth-emails'
import { greeting } from '~/lib/person-name'
import type { MailMessage } from '~/lib/mail.server'
import { formatMoney } from './pricing'

export interface Receipt {
  to: string
  name: string
  type: 'premium' | 'donation'
  amountMinor: number
  currency: string
  paidAt: Date
  reference: string
}

/** The one receipt a paid payment gets. */
export function receiptEmail(receipt: Receipt): MailMessage {
  const amount = formatMoney(receipt.amountMinor, receipt.currency)
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(receipt.paidAt)
  const what =
    receipt.type === 'premium'
      ? 'Afterword Premium, a single payment with no subscription. Premium is now open to you and to everyone in the families you manage.'
      : 'a donation to Afterword. Thank you: it helps keep the service running for families who need it.'
  return composeEmail(receipt.to, `Your receipt from Afterword: ${amount}`, [
    `${greeting(receipt.name)} thank you. We received ${amount} on ${date} for ${what}`,
    `Receipt reference: ${receipt.reference}. Your receipts are also listed in Settings.`,
    'If something is not right with this payment, reply to this e-mail and we will put it right.',
  ])
}

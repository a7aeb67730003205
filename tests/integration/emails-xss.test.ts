import { describe, expect, it } from 'vitest'
import { invitationEmail } from '~/features/family/family-emails'
import { receiptEmail } from '~/features/payments/receipt-email'
import { confirmationEmail, replyEmail, teamNotificationEmail } from '~/features/support/support-emails'
import {
  composeEmail,
  newSignInEmail,
  passwordChangedEmail,
  twoStepChangedEmail,
  verificationEmail,
} from '~/lib/auth-emails'
import type { MailMessage } from '~/lib/mail.server'

/**
 * Proof by attack for e-mails (docs/security.md, 'Proof by attack'): the XSS corpus of
 * tests/security/xss-corpus.spec.ts as every e-mail's people-typed parts (names, messages, task titles, the person who
 * died, a device name). The HTML part must carry it as text only; the plain-text part carries it as typed.
 */
const CORPUS = [
  `<script>alert('xss-probe-1')</script>`,
  `<img src=x onerror="alert('xss-probe-2')">`,
  `"><svg onload=alert('xss-probe-3')>`,
  `</title><iframe srcdoc="<script>alert(4)</script>">`,
]
const MARKUP = [/<script>alert/, /<img src=x/, /<svg onload/, /<iframe srcdoc/]

function emailsCarrying(text: string): MailMessage[] {
  const request = {
    id: '1a2b3c4d-0000-4000-8000-000000000000',
    name: text,
    email: 'a@example.com',
    category: 'General Support' as const,
    message: text,
    createdAt: new Date(),
  }
  return [
    composeEmail('a@example.com', text, [text, text], { label: text, url: 'https://afterword.example/x' }),
    verificationEmail({ to: 'a@example.com', name: text, url: 'https://afterword.example/v' }),
    newSignInEmail({
      to: 'a@example.com',
      name: text,
      settingsUrl: 'https://afterword.example/s',
      device: text,
      when: text,
    }),
    passwordChangedEmail({ to: 'a@example.com', name: text, settingsUrl: 'https://afterword.example/s' }),
    twoStepChangedEmail({
      to: 'a@example.com',
      name: text,
      settingsUrl: 'https://afterword.example/s',
      change: 'turned-on',
    }),
    invitationEmail({
      to: 'a@example.com',
      name: text,
      inviter: text,
      deceasedName: text,
      role: 'Viewer',
      url: 'https://afterword.example/i',
      expiresAt: new Date(),
    }),
    receiptEmail({
      to: 'a@example.com',
      name: text,
      type: 'premium',
      amountMinor: 1499,
      currency: 'GBP',
      paidAt: new Date(),
      reference: text,
    }),
    teamNotificationEmail('team@example.com', request, 'https://afterword.example/inbox'),
    confirmationEmail('a@example.com', request, text),
    replyEmail(request, text),
  ]
}

describe('every e-mail, given script as what people typed', () => {
  it.each(CORPUS)('carries %s as text in the HTML part', (payload) => {
    const emails = emailsCarrying(payload)
    for (const email of emails) {
      for (const markup of MARKUP) expect(email.html, email.subject).not.toMatch(markup)
    }
    // The payload did reach them: escaped in the HTML, as typed in the plain text.
    expect(emails.filter((email) => email.text.includes(payload)).length).toBeGreaterThanOrEqual(emails.length - 2)
  })
})

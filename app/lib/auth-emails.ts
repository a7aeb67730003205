import type { MailMessage } from './mail.server'
import { greeting } from './person-name'

/**
 * The account e-mails. Our readers may be writing to us in the weeks after a death: short, plain, kind, one
 * clear action, and a word on what to do if it wasn't them. Each has a plain-text and an HTML part.
 */
interface LinkEmail {
  to: string
  name: string
  url: string
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The HTML page every e-mail is written in: a calm card on a light background, signed 'With care'. */
export function emailPage(subject: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;background:#f6f5f2;font-family:Georgia,serif;font-size:17px;line-height:1.6;color:#222222"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">${bodyHtml}<p style="margin:0">With care,<br>Afterword</p></div></body></html>`
}

export function composeEmail(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [
    ...paragraphs.slice(0, 1),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...paragraphs.slice(1),
  ]
    .concat(['With care,\nAfterword'])
    .join('\n\n')
  // Line breaks a person typed (a support message) stay line breaks.
  const htmlParagraphs = paragraphs.map(
    (paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`,
  )
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f4e5f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;color:#555555">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : ''
  const html = emailPage(subject, `${htmlParagraphs[0] ?? ''}${button}${htmlParagraphs.slice(1).join('')}`)
  return { to, subject, text, html }
}

export function verificationEmail({ to, name, url }: LinkEmail): MailMessage {
  const message = composeEmail(
    to,
    'Please confirm your e-mail address',
    [
      `${greeting(name)} thank you for creating an Afterword account. Please confirm that this is your e-mail address, so that we can help you get back in if you ever forget your password.`,
      'The link works for 24 hours. If you did not create an account, you can ignore this message and nothing will happen.',
    ],
    { label: 'Confirm my e-mail address', url },
  )
  return { ...message, kind: 'verification' }
}

export function passwordResetEmail({ to, name, url }: LinkEmail): MailMessage {
  const message = composeEmail(
    to,
    'Choose a new password for Afterword',
    [
      `${greeting(name)} someone (we hope you) asked to choose a new password for your Afterword account. Nothing has changed yet.`,
      'The link works for one hour and only once. If you did not ask for this, you can ignore this message: your password stays as it is.',
      'A new password signs you out everywhere else and turns off any calendar links you made; you can make a new one in Settings.',
    ],
    { label: 'Choose a new password', url },
  )
  return { ...message, kind: 'password-reset' }
}

export function existingAccountEmail({ to, name, url }: LinkEmail): MailMessage {
  const message = composeEmail(
    to,
    'You already have an Afterword account',
    [
      `${greeting(name)} someone tried to create a new Afterword account with this e-mail address, but you already have one. You can sign in as usual.`,
      'If you have forgotten your password, you can choose a new one from the sign-in page. If this was not you, you can ignore this message.',
    ],
    { label: 'Go to the sign-in page', url },
  )
  return { ...message, kind: 'existing-account' }
}

interface SecurityEmail {
  to: string
  name: string
  /** Settings, where the person can see where they are signed in and change their password. */
  settingsUrl: string
}

const IF_NOT_YOU =
  'If this was not you, please change your password now in Settings, and sign out everywhere else. If you cannot sign in, choose ‘Forgot password?’ on the sign-in page.'

export function newSignInEmail({
  to,
  name,
  settingsUrl,
  device,
  when,
}: SecurityEmail & { device: string; when: string }): MailMessage {
  return composeEmail(
    to,
    'A new sign-in to your Afterword account',
    [
      `${greeting(name)} someone signed in to your Afterword account from a browser we had not seen before: ${device}, on ${when}.`,
      'If this was you, there is nothing to do.',
      IF_NOT_YOU,
    ],
    { label: 'See where you are signed in', url: settingsUrl },
  )
}

export function passwordChangedEmail({ to, name, settingsUrl }: SecurityEmail): MailMessage {
  return composeEmail(
    to,
    'Your Afterword password was changed',
    [
      `${greeting(name)} the password of your Afterword account has just been changed. You are signed out on your other devices.`,
      'If this was you, there is nothing to do.',
      IF_NOT_YOU,
    ],
    { label: 'Open Settings', url: settingsUrl },
  )
}

/**
 * After repeated wrong passwords for the account (docs/security.md, 'Third round', item 8): plainly what happened, that
 * the account is still safe, and the two things that keep it so.
 */
export function failedSignInsEmail({
  to,
  name,
  settingsUrl,
  attempts,
  minutes,
}: SecurityEmail & { attempts: number; minutes: number }): MailMessage {
  return composeEmail(
    to,
    'Someone is trying to sign in to your Afterword account',
    [
      `${greeting(name)} in the last ${minutes} minutes someone has tried to sign in to your Afterword account ${attempts} times with a wrong password. They have not got in: a wrong password never opens the account, and we now slow down every further try.`,
      'If this was you, there is nothing to worry about. If you have forgotten your password, choose ‘Forgot password?’ on the sign-in page.',
      'If it was not you, someone may be guessing. To keep your account safe, please change your password to one you do not use anywhere else, and turn on two-step sign-in, which asks for a code from your phone as well. You can do both in Settings.',
    ],
    { label: 'Open Settings', url: settingsUrl },
  )
}

export type TwoStepChange = 'turned-on' | 'turned-off' | 'new-recovery-codes'

const TWO_STEP_CHANGES: Record<TwoStepChange, { subject: string; what: string }> = {
  'turned-on': {
    subject: 'Two-step sign-in is on for your Afterword account',
    what: 'two-step sign-in was turned on for your Afterword account. From now on, signing in asks for a code from your authenticator app.',
  },
  'turned-off': {
    subject: 'Two-step sign-in is off for your Afterword account',
    what: 'two-step sign-in was turned off for your Afterword account. Signing in now needs only your password.',
  },
  'new-recovery-codes': {
    subject: 'New recovery codes for your Afterword account',
    what: 'new recovery codes were made for your Afterword account. The old ones no longer work.',
  },
}

export function twoStepChangedEmail({ to, name, settingsUrl, change }: SecurityEmail & { change: TwoStepChange }) {
  const { subject, what } = TWO_STEP_CHANGES[change]
  return composeEmail(
    to,
    subject,
    [`${greeting(name)} ${what}`, 'If this was you, there is nothing to do.', IF_NOT_YOU],
    {
      label: 'Open Settings',
      url: settingsUrl,
    },
  )
}

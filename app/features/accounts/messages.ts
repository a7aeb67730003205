/** What a person reads when something fails. Never says whether an address has an account, except on sign-up. */
export const MESSAGES = {
  invalidCredentials: 'That e-mail address and password do not match an account. Please check them and try again.',
  notVerified:
    'Please confirm your e-mail address first. We have just sent you a new link; it may take a few minutes to arrive.',
  duplicate:
    'An account with this e-mail address already exists. Please sign in instead, or choose ‘Forgot password?’ if you cannot remember your password.',
  invalidLink: 'This link has expired or has already been used. Please ask for a new one.',
  invalidCode:
    'That code did not work. Please check it and try again: codes from the app change every 30 seconds, and each recovery code works once.',
  codeAlreadyUsed:
    'That code has already been used. Please wait for the app to show a new one (it changes every 30 seconds), then type that.',
  twoStepLocked:
    'Too many codes that did not work. For your safety, please wait 15 minutes, then sign in again from the start.',
  twoStepExpired: 'This sign-in took too long, so we stopped it to keep your account safe. Please sign in again.',
  unexpected: 'Something went wrong on our side. Please try again in a moment.',
} as const

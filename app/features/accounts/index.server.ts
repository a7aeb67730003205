export { requireSignedInUser } from './session.server'
export { getSignedInUser } from './accounts.server'
export type { SignedInAccount } from './accounts.server'
export { alertIfNewBrowser, alertPasswordChanged, alertTwoStepChanged } from './security-alerts.server'

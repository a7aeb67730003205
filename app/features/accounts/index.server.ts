export { assertSameOrigin } from './origin.server'
export { requireSignedInUser } from './session.server'
export { getSignedInUser } from './accounts.server'
export type { SignedInAccount } from './accounts.server'

export { assertSameOrigin } from './origin.server'
export { requireSignedInUser } from './session.server'
export { getSignedInUser } from './accounts.server'

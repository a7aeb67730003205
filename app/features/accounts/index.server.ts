export { assertSameOrigin } from './origin.server'
export { requireSignedInUser } from './session.server'

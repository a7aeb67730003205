export { assertSameOrigin } from './origin.server'
export { requireViewer } from './session.server'

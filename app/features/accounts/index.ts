export { safeRedirectPath, signInPath, destinationAfterSignIn } from './redirects'

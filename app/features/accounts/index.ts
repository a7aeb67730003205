export { safeRedirectPath, signInPath, destinationAfterSignIn } from './redirects'
export { useClientValidation } from './components/use-client-validation'

export { regionProblem } from './onboarding.server'

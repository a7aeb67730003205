export { regionProblem } from './onboarding.server'
export { applyFamilyDetails, type AppliedFamilyDetails } from './family-details.server'

export {
  describePlace,
  findActiveFamily,
  findActiveFamilyAccess,
  findMembership,
  requireActiveFamily,
  requireFamilyAccess,
  requirePremiumFamily,
  type FamilyContext,
} from './family-access.server'
export { loadLetterDetails, saveLetterDetails } from './letter-details.server'
export { createFamily, getFamily, updateFamilyDetails, type Family, type FamilyDetails } from './family.server'
export {
  familyHasPremium,
  isPremiumFeature,
  PREMIUM_FEATURES,
  PREMIUM_NEEDED,
  refuseWithoutPremium,
  type PremiumFeature,
} from './premium.server'
export { countFamilyMembers, familyOverview, listFamilyPeople } from './members.server'
export { listMyFamilies, startAnotherFamily, switchFamily } from './family-switch.server'
export { lockFamily } from './family-rules.server'

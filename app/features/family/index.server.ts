export {
  describePlace,
  findActiveFamily,
  findActiveFamilyAccess,
  findMembership,
  requireActiveFamily,
  requireFamilyAccess,
  type FamilyContext,
} from './family-access.server'
export { createFamily, getFamily, updateFamilyDetails, type Family, type FamilyDetails } from './family.server'

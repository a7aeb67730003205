export { createFamily, getFamily, updateFamilyDetails, type Family, type FamilyDetails } from './family.server'

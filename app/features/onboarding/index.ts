export { CountryRegionFields, type RegionOptions } from './components/country-region-fields'
export { DateOfDeathField, DeceasedNameField } from './components/deceased-fields'
export { BEREAVEMENT_ROLE_LABELS } from './onboarding-words'

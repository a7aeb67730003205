export { CountryRegionFields, type RegionOptions } from './components/country-region-fields'
export { DateOfDeathField, DeceasedNameField } from './components/deceased-fields'

export { CountryRegionFields, type RegionOptions } from './components/country-region-fields'

export { documentsInEstate, loadEstateRecords } from './estate-records.server'
export { estateSuggestionForDocument, withEstateOffers } from './estate-suggestion.server'
export {
  ASSET_NOT_FOUND,
  DEBT_NOT_FOUND,
  createAsset,
  createDebt,
  deleteAsset,
  deleteDebt,
  updateAsset,
  updateDebt,
} from './estate.server'
export {
  addEntry,
  createBeneficiary,
  deleteBeneficiary,
  deleteDistribution,
  deleteEntry,
  makeDistribution,
  recordReceipt,
  updateBeneficiary,
} from './estate-account.server'
export { estateFigures, type EstateFigures } from './estate-figures'
export { estateSummaryLine } from './estate-summary.server'
export { settleAsset, settlementsOf } from './estate-membership.server'
export { estateInventory, hasEstateRecords } from './estate-inventory.server'

/** What other features may take from the estate in the browser and on the server: types only so far. */
export type { EstateInventory, InventoryLine } from './estate-inventory'

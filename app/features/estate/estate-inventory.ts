/** The estate's inventory as the printable checklist shows it (decision 076); built by estate-inventory.server.ts. */

/** One asset or debt as a line to tick: its name and its facts, the box ticked once it is dealt with. */
export interface InventoryLine {
  id: string
  name: string
  facts: string[]
  done: boolean
}

export interface EstateInventory {
  assets: InventoryLine[]
  debts: InventoryLine[]
  /** 'Assets at death: £…', 'Debts and expenses: £…', 'Net estate: £…', as the estate page counts them. */
  totals: string[]
}

// The ordering module's public face: its plugin, which the app registers; its ordering script's address,
// which the app hands to the menu page; and a business's orders over some days, which it hands to the visits
// card.

export { readOrderFigures } from './order-figures.ts'
export { ORDER_SHEET_PATH } from './order-sheet.script.ts'
export { orderingModule } from './ordering.plugin.ts'

// The ordering module's public face: its plugin, which the app registers, and its ordering script's address,
// which the app hands to the menu page.

export { ORDER_SHEET_PATH } from './order-sheet.script.ts'
export { orderingModule } from './ordering.plugin.ts'

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

// The ordering script of the menu page, served as one static file (`GET /m/_/pedido.js?v=<hash>`): its rules
// (order-sheet.logic.js, also tested on their own) then its sheets (order-sheet.js), in one function scope.
const LOGIC = readFileSync(new URL('./order-sheet.logic.js', import.meta.url), 'utf8')
const SHEET = readFileSync(new URL('./order-sheet.js', import.meta.url), 'utf8')

/** The served script's text. */
export const ORDER_SHEET_SCRIPT = `(()=>{${LOGIC}\n${SHEET}})()\n`

/** The script's address, with its content's hash so a new version is a new address kept for a year. */
export const ORDER_SHEET_PATH = `/m/_/pedido.js?v=${createHash('sha256').update(ORDER_SHEET_SCRIPT).digest('hex').slice(0, 12)}`

type Logic = Record<
  'linePrice' | 'groupProblem' | 'isLineComplete' | 'addLine' | 'setQuantity' | 'cartTotals',
  // biome-ignore lint/suspicious/noExplicitAny: the plain script's functions, typed by their tests.
  (...args: any[]) => any
>

/** The rules' functions, evaluated from the same text the browser runs. */
export function orderSheetLogic(): Logic {
  return new Function(
    `${LOGIC}\nreturn { linePrice, groupProblem, isLineComplete, addLine, setQuantity, cartTotals }`,
  )() as Logic
}

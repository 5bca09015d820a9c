// The order sheet's rules, plain functions the served script is built from (order-sheet.script.ts) and the
// tests call: a line's price, the extras' limits, the cart's lines and totals. Amounts are integers of the
// currency's smallest unit; the server prices the order again and its total is the one that counts.

/** The line's price: its size plus each chosen extra, times its quantity; null for a size no longer offered. */
function linePrice(dish, line) {
  const size = dish.sizes.find((s) => s.id === line.variantId)
  if (!size) return null
  let unit = size.price
  for (const group of dish.groups) {
    for (const option of group.options) if (line.optionIds.includes(option.id)) unit += option.price
  }
  return unit * line.quantity
}

/** How many of a group's options are chosen, and whether that is too few ('min'), too many ('max') or fine. */
function groupProblem(group, optionIds) {
  const count = group.options.filter((option) => optionIds.includes(option.id)).length
  return count < group.min ? 'min' : count > group.max ? 'max' : null
}

/** Whether every extras group of the dish holds between its min and max. */
// biome-ignore lint/correctness/noUnusedVariables: called by order-sheet.js, served after it
function isLineComplete(dish, line) {
  return (
    dish.sizes.some((s) => s.id === line.variantId) &&
    dish.groups.every((g) => !groupProblem(g, line.optionIds))
  )
}

/** A line's identity: the same dish, size, extras and note make one line whose quantities add up. */
function lineKey(line) {
  return [line.productId, line.variantId, [...line.optionIds].sort().join(','), line.note].join('|')
}

/** The cart with `line` added: onto its twin when there is one (at most 99), else as a new line. */
// biome-ignore lint/correctness/noUnusedVariables: called by order-sheet.js, served after it
function addLine(cart, line) {
  const key = lineKey(line)
  const twin = cart.findIndex((l) => lineKey(l) === key)
  if (twin < 0) return [...cart, line]
  return cart.map((l, i) => (i === twin ? { ...l, quantity: Math.min(99, l.quantity + line.quantity) } : l))
}

/** The cart with line `index` at `quantity` (1–99), or without it at 0. */
// biome-ignore lint/correctness/noUnusedVariables: called by order-sheet.js, served after it
function setQuantity(cart, index, quantity) {
  if (quantity <= 0) return cart.filter((_, i) => i !== index)
  return cart.map((l, i) => (i === index ? { ...l, quantity: Math.min(99, quantity) } : l))
}

/** The units and the preview's subtotal of the cart, over the dishes still offered (`dishes` by id). */
// biome-ignore lint/correctness/noUnusedVariables: called by order-sheet.js, served after it
function cartTotals(cart, dishes) {
  let count = 0
  let subtotal = 0
  for (const line of cart) {
    const dish = dishes[line.productId]
    const price = dish ? linePrice(dish, line) : null
    count += line.quantity
    if (price !== null) subtotal += price
  }
  return { count, subtotal }
}

// An order's way from the diner to the table (decision 074): received, then accepted into preparation with a
// ready time, ready, delivered; or rejected with a reason while still received. Each change is allowed only
// from the status before it, and only to the roles that handle orders.

export const ORDER_STATUSES = ['received', 'preparing', 'ready', 'delivered', 'rejected'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What the kitchen and the floor do to an order, each from one status to the next. */
export const ORDER_ACTIONS = {
  accept: { from: 'received', to: 'preparing' },
  reject: { from: 'received', to: 'rejected' },
  ready: { from: 'preparing', to: 'ready' },
  deliver: { from: 'ready', to: 'delivered' },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus }>
export type OrderAction = keyof typeof ORDER_ACTIONS

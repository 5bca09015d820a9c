import { earliest, nextAvailabilityEdge, servingAt } from '#domain/catalogues/availability.ts'
import type { MenuSection } from './public-menu.page.ts'

// What the diner's menu shows at one instant of the business's clock: what is served now first, then what
// opens later today ("desde las 13:00"), then what is over for the day (or left off when its owner asked);
// a dish sold out today greyed with "Agotado hoy". With the instant this picture stops holding, so that the
// cached page turns at each window's edge and at the business's midnight without a write.

/** How a dish (or a set menu's choice) stands now. */
export type DishState =
  | { kind: 'served' }
  | { kind: 'later'; opensAt: string }
  | { kind: 'closed' }
  | { kind: 'soldOut' }

export type ServingPlan = {
  /** The sections to draw, in the order to draw them, each with its dishes in that order. */
  sections: MenuSection[]
  /** By product or choice id; a dish absent from it is served. */
  states: ReadonlyMap<string, DishState>
  /** The next window edge or sold-out end ahead, null when none. */
  expiresAt: Date | null
}

const RANK: Record<DishState['kind'], number> = { served: 0, soldOut: 0, later: 1, closed: 2 }

export function servingPlan(sections: readonly MenuSection[], now: Date, timeZone: string): ServingPlan {
  const states = new Map<string, DishState>()
  const edges: (Date | null)[] = []
  const isAhead = (until: Date | string | null) => until !== null && new Date(until) > now
  const ranked = sections.map((section, position) => {
    const { category } = section
    edges.push(nextAvailabilityEdge(category.availability, now, timeZone))
    const products = section.products
      .map((product, order) => {
        edges.push(nextAvailabilityEdge(product.availability, now, timeZone))
        const serving = servingAt([category.availability, product.availability], now, timeZone)
        let state: DishState = serving
        if (serving.kind === 'served' && isAhead(product.soldOutUntil)) state = { kind: 'soldOut' }
        if (isAhead(product.soldOutUntil)) edges.push(product.soldOutUntil)
        for (const choice of product.courses.flatMap((course) => course.choices)) {
          if (!isAhead(choice.soldOutUntil)) continue
          states.set(choice.id, { kind: 'soldOut' })
          edges.push(new Date(choice.soldOutUntil!))
        }
        if (state.kind !== 'served') states.set(product.id, state)
        const hidden =
          state.kind === 'closed' &&
          (product.availability.hideWhenClosed || category.availability.hideWhenClosed)
        return { product, order, rank: RANK[state.kind], hidden }
      })
      .filter((entry) => !entry.hidden)
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
    const rank = products.length === 0 ? 3 : Math.min(...products.map((entry) => entry.rank))
    return { section: { category, products: products.map((entry) => entry.product) }, rank, position }
  })
  return {
    sections: ranked
      .filter((entry) => entry.section.products.length > 0)
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .map((entry) => entry.section),
    states,
    expiresAt: earliest(edges),
  }
}

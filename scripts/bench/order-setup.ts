// The load bench's business made ready to take orders (decision 074), through the owner's API as the
// dashboard's Pedidos does it: a dining room of numbered tables, both channels switched on, and the dishes
// that may be ordered now as the menu's ordering script reads them (`/orderable`), so every order the bench
// places is one a diner could place.
import type { SeededMenu } from './seed.ts'

/** One line of an order as the diner's page sends it: a dish, one of its sizes, the fewest extras it needs. */
export type OrderLine = { productId: string; variantId: string; optionIds: string[] }

export type OrderingBusiness = {
  slug: string
  /** The owner's session, as a Cookie header: the board and the moves are theirs. */
  cookie: string
  /** The keys of the tables' QR codes: what a diner's table order carries. */
  tableKeys: string[]
  dishes: OrderLine[]
  /** The business's clock, on which a pickup's time is today's. */
  timeZone: string
  /** Switches table and pickup orders on or off (off: the menu page is the one the mixed load reads). */
  switchOrdering: (isOn: boolean) => Promise<void>
}

type OrderableMenu = {
  dishes: Record<string, { sizes: { id: string }[]; groups: { min: number; options: { id: string }[] }[] }>
}

async function callAs(cookie: string, origin: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return response.json() as Promise<unknown>
}

/** Every size of every dish that may be ordered now, each with the first options its groups require. */
function linesOf(menu: OrderableMenu): OrderLine[] {
  return Object.entries(menu.dishes).flatMap(([productId, dish]) =>
    dish.sizes.map((size) => ({
      productId,
      variantId: size.id,
      optionIds: dish.groups.flatMap((group) => group.options.slice(0, group.min).map((option) => option.id)),
    })),
  )
}

/** Adds `tableCount` tables named 1…n, switches ordering on and reads what may be ordered. */
export async function setUpOrdering(
  origin: string,
  menu: SeededMenu,
  tableCount: number,
): Promise<OrderingBusiness> {
  const call = (method: string, path: string, body?: unknown) =>
    callAs(menu.cookie, origin, method, path, body)
  const { tables } = (await call('POST', '/api/tables/numbered', {
    from: 1,
    count: tableCount,
    area: 'Salón',
  })) as { tables: { key: string }[] }
  const { user } = (await call('GET', '/api/me')) as { user: { business: { timeZone: string } } }
  const switchOrdering = async (isOn: boolean) => {
    await call('PUT', '/api/ordering-settings', { table: isOn, pickup: isOn })
  }
  await switchOrdering(true)
  const orderable = (await callAs(
    '',
    origin,
    'GET',
    `/api/public/menus/${menu.slug}/orderable`,
  )) as OrderableMenu
  const dishes = linesOf(orderable)
  if (dishes.length === 0) throw new Error('no dish of the bench menu may be ordered now')
  return {
    slug: menu.slug,
    cookie: menu.cookie,
    tableKeys: tables.map((table) => table.key),
    dishes,
    timeZone: user.business.timeZone,
    switchOrdering,
  }
}

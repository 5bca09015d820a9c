// An in-memory catalogue API for the screens' tests: it keeps what the screens send, so that the re-reads
// after a change answer the changed data, as the server would. Used through mockApi (web/src/test).
import type { Catalogue, Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import type { OptionGroup, ProductVariant } from '#domain/catalogues/variant.schema.ts'
import { buildCatalogue } from './test-data.ts'

type Answer = { status: number; body?: unknown }
type Call = { method: string; path: string; body: unknown }
type Route = Answer | ((call: Call) => Answer | Promise<Answer>)

export type FakeCatalogue = { catalogue: Catalogue; categories: Category[]; products: Product[] }

const notFound: Answer = { status: 404, body: { error: { code: 'not_found', message: 'not_found' } } }

// The server gives variants and options UUIDs, and the web sends back only ids that are UUIDs (saved-id.ts).
const newId = () => crypto.randomUUID()

type SentVariant = Partial<ProductVariant>
type SentGroup = Partial<Omit<OptionGroup, 'options'>> & {
  options?: Partial<OptionGroup['options'][number]>[]
}

/**
 * A product's prices after a change, as the server keeps them (decision 044): sent `variants` replace its own
 * (a sent id keeps its variant, a new one gets an id), or `price`/`specialPrice` set the first variant's; the
 * first variant's prices are echoed as `price` and `specialPrice`.
 */
function withPrices(product: Product, body: Partial<Product>): Product {
  const sent = body as { variants?: SentVariant[]; optionGroups?: SentGroup[] }
  let variants = product.variants
  if (sent.variants) {
    variants = sent.variants.map((variant) => ({
      id: variant.id ?? newId(),
      label: variant.label ?? '',
      price: variant.price ?? null,
      specialPrice: variant.specialPrice ?? null,
      translations: variant.translations ?? {},
    }))
  } else if ('price' in body || 'specialPrice' in body) {
    const [first, ...rest] = variants
    variants = [
      {
        id: first?.id ?? newId(),
        label: first?.label ?? '',
        price: body.price === undefined ? (first?.price ?? null) : body.price,
        specialPrice: body.specialPrice === undefined ? (first?.specialPrice ?? null) : body.specialPrice,
        translations: first?.translations ?? {},
      },
      ...rest,
    ]
  }
  const optionGroups = sent.optionGroups
    ? sent.optionGroups.map((group) => ({
        id: group.id ?? newId(),
        name: group.name ?? '',
        min: group.min ?? 0,
        max: group.max ?? 1,
        options: (group.options ?? []).map((option) => ({
          id: option.id ?? newId(),
          label: option.label ?? '',
          priceDelta: option.priceDelta ?? '0',
          translations: option.translations ?? {},
        })),
        translations: group.translations ?? {},
      }))
    : product.optionGroups
  return {
    ...product,
    ...body,
    variants,
    optionGroups,
    price: variants[0]?.price ?? null,
    specialPrice: variants[0]?.specialPrice ?? null,
  }
}

function createCategory(state: FakeCatalogue, body: Partial<Category>): Answer {
  const category: Category = {
    id: `c-new-${state.categories.length + 1}`,
    name: 'Nueva categoría',
    description: '',
    isVisible: true,
    image: null,
    position: Math.max(-1, ...state.categories.map(({ position }) => position)) + 1,
    variantLabels: [],
    variantLabelTranslations: {},
    translations: {},
    availability: { windows: [], dates: [], hideWhenClosed: false },
    createdAt: new Date().toISOString(),
    ...body,
  }
  state.categories.push(category)
  return { status: 201, body: category }
}

function createProduct(state: FakeCatalogue, body: Partial<Product>): Answer {
  const siblings = state.products.filter(({ categoryId }) => categoryId === body.categoryId)
  const id = `p-new-${state.products.length + 1}`
  const blank: Product = {
    id,
    categoryId: '',
    name: '',
    price: null,
    specialPrice: null,
    variants: [{ id: newId(), label: '', price: null, specialPrice: null, translations: {} }],
    optionGroups: [],
    description: '',
    image: null,
    available: true,
    tags: [],
    allergens: [],
    allergenTraces: [],
    translations: {},
    availableDays: '',
    kind: 'dish',
    courses: [],
    includes: [],
    availability: { windows: [], dates: [], hideWhenClosed: false },
    soldOutUntil: null,
    position: Math.max(-1, ...siblings.map(({ position }) => position)) + 1,
  }
  const product = withPrices(blank, body)
  state.products.push(product)
  return { status: 201, body: product }
}

function changeOne<T extends { id: string }>(
  items: T[],
  id: string,
  call: Call,
  change: (item: T, body: Partial<T>) => T = (item, body) => ({ ...item, ...body }),
): Answer {
  const index = items.findIndex((item) => item.id === id)
  if (index < 0) return notFound
  if (call.method === 'DELETE') {
    items.splice(index, 1)
    return { status: 204 }
  }
  items[index] = change(items[index]!, call.body as Partial<T>)
  return { status: 200, body: items[index] }
}

/** The fake business's midnight: the end of this device's day, where "Agotado hoy" ends. */
function endOfToday(): string {
  const midnight = new Date()
  midnight.setHours(24, 0, 0, 0)
  return midnight.toISOString()
}

/** What the fake answers to a call, or undefined for a path it does not know. */
function answer(state: FakeCatalogue, call: Call): Answer | undefined {
  const base = `/api/catalogues/${state.catalogue.id}`
  const key = `${call.method} ${call.path}`
  if (key === 'GET /api/catalogues') return { status: 200, body: [state.catalogue] }
  if (key === `GET ${base}/categories`) {
    return { status: 200, body: [...state.categories].sort((a, b) => a.position - b.position) }
  }
  if (key === `GET ${base}/products`) return { status: 200, body: state.products }
  if (key === `POST ${base}/categories`) return createCategory(state, call.body as Partial<Category>)
  if (key === `POST ${base}/products`) return createProduct(state, call.body as Partial<Product>)
  const category = /^\/api\/categories\/([^/]+)$/.exec(call.path)
  if (category) {
    if (call.method === 'DELETE') {
      state.products = state.products.filter(({ categoryId }) => categoryId !== category[1])
    }
    return changeOne(state.categories, category[1]!, call)
  }
  const product = /^\/api\/products\/([^/]+)$/.exec(call.path)
  if (product) return changeOne(state.products, product[1]!, call, withPrices)
  const soldOut = /^\/api\/products\/([^/]+)\/sold-out$/.exec(call.path)
  if (soldOut && call.method === 'PUT') {
    const { soldOut: isSoldOut } = call.body as { soldOut: boolean }
    return changeOne(state.products, soldOut[1]!, { ...call, method: 'PATCH' }, (item) => ({
      ...item,
      soldOutUntil: isSoldOut ? endOfToday() : null,
    }))
  }
  return undefined
}

/**
 * Routes for mockApi: the fixed ones first (`GET /api/me`, or a failure a test wants), then the fake's
 * answers, computed at call time.
 */
export function fakeCatalogueRoutes(
  seed: Partial<FakeCatalogue>,
  fixed: Record<string, Route>,
): { state: FakeCatalogue; routes: Record<string, Route> } {
  const state: FakeCatalogue = {
    catalogue: seed.catalogue ?? buildCatalogue(),
    categories: [...(seed.categories ?? [])],
    products: [...(seed.products ?? [])],
  }
  const routes = new Proxy(fixed, {
    get: (target, key) => {
      if (typeof key !== 'string') return undefined
      if (key in target) return target[key]
      const [method = '', path = ''] = key.split(' ')
      return (call: Call) => answer(state, { ...call, method, path }) ?? notFound
    },
  })
  return { state, routes }
}

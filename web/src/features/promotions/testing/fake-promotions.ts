// An in-memory promotions API over the fake catalogue, for the promotions screen's tests: it keeps what the
// screen sends, so the re-reads after a change answer the changed data, as the server would.
import type { Promotion, PromotionInputDraft } from '#domain/promotions/promotion.schema.ts'
import {
  type FakeCatalogue,
  fakeCatalogueRoutes,
} from '../../../entities/catalogue/testing/fake-catalogue-api.ts'

type Answer = { status: number; body?: unknown }
type Call = { method: string; path: string; body: unknown }
type Route = Answer | ((call: Call) => Answer | Promise<Answer>)

/** A promotion as the API answers it. */
export function buildPromotion(overrides: Partial<Promotion> & Pick<Promotion, 'id' | 'nombre'>): Promotion {
  return {
    catalogueId: 'catalogue-1',
    descripcion: '',
    imagen: null,
    categoria: '',
    estado: 'Activa',
    activo: true,
    tipo: 'normal',
    porcentaje: null,
    producto2x1: null,
    precioNormal: null,
    fechaInicio: null,
    fechaFin: null,
    franjaSemanal: null,
    afecta: '',
    productosEspecificos: [],
    variantes: [],
    categorias: [],
    etiquetas: [],
    translations: {},
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

const notFound: Answer = { status: 404, body: { error: { code: 'not_found', message: 'not_found' } } }

function savePromotion(state: Promotion[], id: string, body: PromotionInputDraft): Promotion {
  const previous = state.find((promotion) => promotion.id === id)
  const { catalogueId, ...fields } = body
  const promotion = buildPromotion({
    ...previous,
    ...fields,
    id,
    catalogueId,
    nombre: body.nombre ?? '',
    estado: body.activo === false ? 'Inactiva' : 'Activa',
  } as Promotion)
  if (previous) state.splice(state.indexOf(previous), 1, promotion)
  else state.unshift(promotion)
  return promotion
}

function answer(promotions: Promotion[], call: Call): Answer | undefined {
  if (call.path === '/api/promotions') {
    if (call.method === 'GET') return { status: 200, body: { promotions } }
    if (call.method === 'POST') {
      const id = `promotion-new-${promotions.length + 1}`
      return {
        status: 201,
        body: { promotion: savePromotion(promotions, id, call.body as PromotionInputDraft) },
      }
    }
  }
  const one = /^\/api\/promotions\/([^/]+)$/.exec(call.path)
  if (!one) return undefined
  const index = promotions.findIndex((promotion) => promotion.id === one[1])
  if (index < 0) return notFound
  if (call.method === 'GET') return { status: 200, body: { promotion: promotions[index] } }
  if (call.method === 'DELETE') {
    promotions.splice(index, 1)
    return { status: 204 }
  }
  if (call.method === 'PUT') {
    return {
      status: 200,
      body: { promotion: savePromotion(promotions, one[1]!, call.body as PromotionInputDraft) },
    }
  }
  return undefined
}

/**
 * Routes for mockApi: the fixed ones a test wants (`GET /api/me`, a failure), then the promotions and the
 * catalogue, answered at call time.
 */
export function fakePromotionRoutes(
  seed: Partial<FakeCatalogue> & { promotions?: Promotion[] },
  fixed: Record<string, Route> = {},
): { promotions: Promotion[]; routes: Record<string, Route> } {
  const promotions = [...(seed.promotions ?? [])]
  const catalogue = fakeCatalogueRoutes(seed, fixed)
  const routes = new Proxy(catalogue.routes, {
    get: (target, key) => {
      if (typeof key !== 'string') return undefined
      if (key in fixed) return fixed[key]
      const [method = '', path = ''] = key.split(' ')
      if (!path.startsWith('/api/promotions')) return target[key]
      return (call: Call) => answer(promotions, { ...call, method, path }) ?? notFound
    },
  })
  return { promotions, routes }
}

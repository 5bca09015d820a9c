import type { preValidationHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CatalogueChangeSchema,
  CatalogueSchema,
  CategoryChangeSchema,
  CategorySchema,
  NewCatalogueSchema,
  NewCategorySchema,
} from '#domain/catalogues/catalogue.schema.ts'
import { DesignChangeSchema, DesignSchema } from '#domain/catalogues/design.schema.ts'
import { NewProductSchema, ProductChangeSchema, ProductSchema } from '#domain/catalogues/product.schema.ts'
import { TodaysCoursesSchema, TodaysMenuSchema } from '#domain/catalogues/todays-menu.schema.ts'
import { ValidationErrorSchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import { auditActorOf } from '../audit/index.ts'
import * as service from './catalogues.service.ts'
import { menuImportRoutes } from './menu-import.routes.ts'
import * as products from './products.service.ts'
import * as todaysMenu from './todays-menu.service.ts'

const IdParams = z.object({ id: z.uuid() })
const errors = { 400: ValidationErrorSchema }

// Requests that sent a product's price in the single-price shape (`price`, no `variants`): their errors name
// `price` and `specialPrice`, the fields such a client has. Read before validation turns the price into a variant.
const singlePriceRequests = new WeakSet<object>()
const noteSinglePrice: preValidationHookHandler = (request, _reply, done) => {
  const body = request.body as { variants?: unknown } | null
  if (body && typeof body === 'object' && body.variants === undefined) singlePriceRequests.add(request)
  done()
}
/**
 * "Agotado hoy": `soldOut` marks the product (or the set menu's choice `choiceId`) sold out until the end of the
 * business's day, false clears the mark.
 */
const SoldOutSchema = z.object({ soldOut: z.boolean(), choiceId: z.uuid().optional() })

// A deletion answers 204 without a body.
const DeleteSchema = { params: IdParams, response: { 204: z.null() } }

/**
 * The owner's catalogues (decision 011), every route scoped to the session's business: catalogues, their
 * categories, products and design. An id of another business answers 404, as an id that does not exist.
 */
export const cataloguesRoutes: FastifyPluginAsyncZod<{ clock: () => number }> = async (app, { clock }) => {
  // Before validation: a role without the route's permission learns nothing of its input.
  app.addHook('preValidation', requireBusiness)
  await app.register(menuImportRoutes)
  const db = app.database.db

  app.get('/catalogues', { schema: { response: { 200: z.array(CatalogueSchema) } } }, (request) =>
    service.listCatalogues(db, request.businessId),
  )
  app.post(
    '/catalogues',
    { schema: { body: NewCatalogueSchema, response: { 201: CatalogueSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.createCatalogue(db, request.businessId, request.body)),
  )
  app.get(
    '/catalogues/:id',
    { schema: { params: IdParams, response: { 200: CatalogueSchema } } },
    (request) => service.getCatalogue(db, request.businessId, request.params.id),
  )
  app.patch(
    '/catalogues/:id',
    { schema: { params: IdParams, body: CatalogueChangeSchema, response: { 200: CatalogueSchema } } },
    (request) => service.renameCatalogue(db, request.businessId, request.params.id, request.body.nombre),
  )
  app.delete('/catalogues/:id', { schema: DeleteSchema }, async (request, reply) => {
    await service.removeCatalogue(db, request.businessId, request.params.id)
    return reply.status(204).send(null)
  })
  app.post(
    '/catalogues/:id/activate',
    { schema: { params: IdParams, response: { 200: CatalogueSchema } } },
    (request) => service.activateCatalogue(db, request.businessId, request.params.id),
  )

  app.get(
    '/catalogues/:id/categories',
    { schema: { params: IdParams, response: { 200: z.array(CategorySchema) } } },
    (request) => service.listCategories(db, request.businessId, request.params.id),
  )
  app.post(
    '/catalogues/:id/categories',
    { schema: { params: IdParams, body: NewCategorySchema, response: { 201: CategorySchema, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createCategory(db, request.businessId, request.params.id, request.body)),
  )
  app.patch(
    '/categories/:id',
    {
      schema: { params: IdParams, body: CategoryChangeSchema, response: { 200: CategorySchema, ...errors } },
    },
    (request) => service.changeCategory(db, request.businessId, request.params.id, request.body),
  )
  app.delete('/categories/:id', { schema: DeleteSchema }, async (request, reply) => {
    await service.removeCategory(db, request.businessId, request.params.id)
    return reply.status(204).send(null)
  })

  app.get(
    '/catalogues/:id/products',
    { schema: { params: IdParams, response: { 200: z.array(ProductSchema) } } },
    (request) => products.listProducts(db, request.businessId, request.params.id),
  )
  app.post(
    '/catalogues/:id/products',
    {
      preValidation: noteSinglePrice,
      schema: { params: IdParams, body: NewProductSchema, response: { 201: ProductSchema, ...errors } },
    },
    async (request, reply) => {
      const singlePrice = singlePriceRequests.has(request)
      const { businessId, params, body } = request
      const product = await products.createProduct(db, businessId, params.id, body, singlePrice)
      return reply.status(201).send(product)
    },
  )
  app.patch(
    '/products/:id',
    { schema: { params: IdParams, body: ProductChangeSchema, response: { 200: ProductSchema, ...errors } } },
    (request) =>
      products.changeProduct(db, request.businessId, request.params.id, request.body, auditActorOf(request)),
  )
  app.put(
    '/products/:id/sold-out',
    {
      schema: {
        params: IdParams,
        body: SoldOutSchema,
        response: { 200: ProductSchema },
      },
    },
    (request) =>
      products.setSoldOut(db, request.businessId, request.params.id, request.body, new Date(clock())),
  )
  app.get(
    '/products/:id/today',
    { schema: { params: IdParams, response: { 200: TodaysMenuSchema } } },
    (request) => todaysMenu.getTodaysMenu(db, request.businessId, request.params.id, new Date(clock())),
  )
  app.put(
    '/products/:id/today',
    {
      schema: { params: IdParams, body: TodaysCoursesSchema, response: { 200: TodaysMenuSchema, ...errors } },
    },
    (request) =>
      todaysMenu.publishTodaysMenu(
        db,
        request.businessId,
        request.params.id,
        request.body,
        new Date(clock()),
      ),
  )
  app.delete('/products/:id', { schema: DeleteSchema }, async (request, reply) => {
    await products.removeProduct(db, request.businessId, request.params.id)
    return reply.status(204).send(null)
  })

  app.get(
    '/catalogues/:id/design',
    { schema: { params: IdParams, response: { 200: DesignSchema } } },
    (request) => service.getDesign(db, request.businessId, request.params.id),
  )
  app.put(
    '/catalogues/:id/design',
    { schema: { params: IdParams, body: DesignChangeSchema, response: { 200: DesignSchema } } },
    (request) => service.changeDesign(db, request.businessId, request.params.id, request.body),
  )
}

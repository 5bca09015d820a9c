import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { completeAvailability } from '#domain/catalogues/availability.ts'
import type { Product, ProductChangeSchema } from '#domain/catalogues/product.schema.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type ProductChange = { id: string } & z.input<typeof ProductChangeSchema>

/** Changes any field of a product (`PATCH /api/products/:id`). */
export function updateProduct({ id, ...change }: ProductChange) {
  return apiData(api.PATCH('/api/products/{id}', { params: { path: { id } }, body: change }))
}

/**
 * The product as it will read once the server keeps the change: sent variants and groups replace its own (new
 * ones get a provisional id until the list is read again), and the first variant's prices are echoed. A
 * provisional id is no UUID, so it is never sent back (keepSavedId): the server would refuse it.
 */
function withChange(
  product: Product,
  { variants, optionGroups, courses, availability, ...change }: Omit<ProductChange, 'id'>,
): Product {
  const provisional = () => `pending-${crypto.randomUUID()}`
  const nextVariants =
    variants?.map((variant) => ({
      id: variant.id ?? provisional(),
      label: variant.label ?? '',
      price: variant.price ?? null,
      specialPrice: variant.specialPrice ?? null,
      translations: variant.translations ?? {},
    })) ?? product.variants
  const nextGroups =
    optionGroups?.map((group) => ({
      id: group.id ?? provisional(),
      name: group.name,
      min: group.min ?? 0,
      max: group.max,
      options: group.options.map((option) => ({
        id: option.id ?? provisional(),
        label: option.label,
        priceDelta: option.priceDelta ?? '0',
        translations: option.translations ?? {},
      })),
      translations: group.translations ?? {},
    })) ?? product.optionGroups
  const nextCourses =
    courses?.map((course) => ({
      id: course.id ?? provisional(),
      name: course.name,
      translations: course.translations ?? {},
      choices: course.choices.map((choice) => ({
        id: choice.id ?? provisional(),
        productId: choice.productId ?? null,
        name: choice.name,
        description: choice.description ?? '',
        allergens: choice.allergens ?? [],
        allergenTraces: choice.allergenTraces ?? [],
        translations: choice.translations ?? {},
        soldOutUntil:
          product.courses.flatMap((kept) => kept.choices).find((kept) => kept.id === choice.id)
            ?.soldOutUntil ?? null,
      })),
    })) ?? product.courses
  const first = variants ? nextVariants[0] : undefined
  return {
    ...product,
    ...change,
    variants: nextVariants,
    optionGroups: nextGroups,
    courses: nextCourses,
    availability: availability ? completeAvailability(availability) : product.availability,
    ...(first ? { price: first.price, specialPrice: first.specialPrice } : {}),
  }
}

export function useUpdateProduct(catalogueId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProduct,
    ...optimisticUpdate<Product[], ProductChange>(
      queryClient,
      catalogueKeys.products(catalogueId),
      (products, { id, ...change }) =>
        products.map((product) => (product.id === id ? withChange(product, change) : product)),
    ),
  })
}

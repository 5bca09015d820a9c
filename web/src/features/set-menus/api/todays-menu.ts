import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Product } from '#domain/catalogues/product.schema.ts'
import type { CourseInput } from '#domain/catalogues/set-menu.schema.ts'
import type { TodaysMenu } from '#domain/catalogues/todays-menu.schema.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export const todaysMenuKey = (menuId: string) => ['todays-menu', menuId] as const

/** A set menu, today's date on the business's clock and its past days (`GET /api/products/:id/today`). */
export function todaysMenuQueryOptions(menuId: string) {
  return queryOptions({
    queryKey: todaysMenuKey(menuId),
    queryFn: ({ signal }) =>
      apiData(api.GET('/api/products/{id}/today', { params: { path: { id: menuId } }, signal })),
  })
}

export function useTodaysMenu(menuId: string) {
  return useQuery(todaysMenuQueryOptions(menuId))
}

/** Keeps the answer as today's menu and the menu's row in the catalogue's products. */
function keep(queryClient: ReturnType<typeof useQueryClient>, catalogueId: string, answer: TodaysMenu) {
  queryClient.setQueryData(todaysMenuKey(answer.menu.id), answer)
  queryClient.setQueryData(catalogueKeys.products(catalogueId), (products: Product[] | undefined) =>
    products?.map((product) => (product.id === answer.menu.id ? answer.menu : product)),
  )
}

/** Publishes today's courses (`PUT /api/products/:id/today`): the diner's menu shows them at once. */
export function usePublishTodaysMenu(catalogueId: string, menuId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (courses: CourseInput[]) =>
      apiData(api.PUT('/api/products/{id}/today', { params: { path: { id: menuId } }, body: { courses } })),
    onSuccess: (answer) => keep(queryClient, catalogueId, answer),
  })
}

/** Marks one of today's dishes sold out until the business's midnight, or clears it. */
export function useSetChoiceSoldOut(catalogueId: string, menuId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ choiceId, soldOut }: { choiceId: string; soldOut: boolean }) =>
      apiData(
        api.PUT('/api/products/{id}/sold-out', {
          params: { path: { id: menuId } },
          body: { soldOut, choiceId },
        }),
      ),
    onSuccess: (menu) => {
      queryClient.setQueryData(todaysMenuKey(menuId), (current: TodaysMenu | undefined) =>
        current ? { ...current, menu } : current,
      )
      queryClient.setQueryData(catalogueKeys.products(catalogueId), (products: Product[] | undefined) =>
        products?.map((product) => (product.id === menu.id ? menu : product)),
      )
    },
  })
}

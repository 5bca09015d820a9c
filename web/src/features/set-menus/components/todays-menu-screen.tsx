import { Plus } from 'lucide-react'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useCategories } from '../../../entities/catalogue/api/get-categories.ts'
import { useProducts } from '../../../entities/catalogue/api/get-products.ts'
import { LoadFailed, LoadingState } from '../../../entities/catalogue/components/load-states.tsx'
import { useTodaysMenu } from '../api/todays-menu.ts'
import { dishSuggestions } from '../todays-menu-draft.ts'
import { NewSetMenuForm } from './new-set-menu-form.tsx'
import { TodaysMenuForm } from './todays-menu-form.tsx'

type Props = { catalogue: Catalogue; slug: string; currency: string }

/** The address's `menu` names the set menu edited; `menu=nuevo` asks for a new one. */
const MENU_PARAM = 'menu'
const NEW_MENU = 'nuevo'

/**
 * The catalogue's set menus: today's dishes of the one chosen (the first by default), or the form that creates
 * one when there is none yet or the owner asks for another.
 */
export function TodaysMenuScreen({ catalogue, slug, currency }: Props) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const products = useProducts(catalogue.id)
  const categories = useCategories(catalogue.id)
  const switchId = useId()
  const all = products.data ?? []
  const menus = all.filter((product) => product.kind === 'menu')
  const dishes = useMemo(() => all.filter((product) => product.kind === 'dish'), [all])
  const asked = params.get(MENU_PARAM)
  const chosen = menus.find((menu) => menu.id === asked) ?? menus[0]
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set(MENU_PARAM, value)
        return next
      },
      { replace: true },
    )

  if (products.isPending || categories.isPending) return <LoadingState message={t('menus.loading')} />
  if (products.isError || categories.isError) {
    return (
      <LoadFailed
        message={t('menus.loadFailed')}
        onRetry={() => void Promise.all([products.refetch(), categories.refetch()])}
      />
    )
  }
  if (!chosen || asked === NEW_MENU) {
    return (
      <NewSetMenuForm
        catalogueId={catalogue.id}
        categories={categories.data}
        dishes={dishes}
        currency={currency}
        suggestions={dishSuggestions(dishes, [])}
        onCreated={(menu) => choose(menu.id)}
      />
    )
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        {menus.length > 1 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={switchId} className="font-medium text-stone-600 text-xs">
              {t('menus.switch')}
            </label>
            <select
              id={switchId}
              value={chosen.id}
              onChange={(event) => choose(event.target.value)}
              className="h-10 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm"
            >
              {menus.map((menu) => (
                <option key={menu.id} value={menu.id}>
                  {menu.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button variant="secondary" onClick={() => choose(NEW_MENU)}>
          <Plus aria-hidden />
          {t('menus.new.another')}
        </Button>
      </div>
      <TodaysMenu
        key={chosen.id}
        menuId={chosen.id}
        catalogue={catalogue}
        dishes={dishes}
        slug={slug}
        currency={currency}
      />
    </div>
  )
}

type MenuProps = {
  menuId: string
  catalogue: Catalogue
  dishes: Product[]
  slug: string
  currency: string
}

function TodaysMenu({ menuId, catalogue, dishes, slug, currency }: MenuProps) {
  const { t } = useTranslation()
  const today = useTodaysMenu(menuId)
  if (today.isPending) return <LoadingState message={t('menus.loading')} />
  if (today.isError)
    return <LoadFailed message={t('menus.loadFailed')} onRetry={() => void today.refetch()} />
  return (
    <TodaysMenuForm
      catalogueId={catalogue.id}
      today={today.data}
      dishes={dishes}
      suggestions={dishSuggestions(dishes, today.data.history)}
      currency={currency}
      slug={slug}
      isLive={catalogue.activo}
    />
  )
}

import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { useCatalogues } from './api/get-catalogues.ts'

/** The search parameter that names the catalogue Categorías, Productos and Diseño work on. */
export const editingCatalogueParam = 'catalogo'
const storageKey = 'editingCatalogue'

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey)
  } catch {
    return null
  }
}

function remember(id: string) {
  try {
    localStorage.setItem(storageKey, id)
  } catch {
    // Blocked storage only means the sidebar links fall back to the active catalogue.
  }
}

/**
 * Which catalogue the owner is editing: the one the address names (`?catalogo=`), else the one last edited on
 * this device, else the active one, else the most recently changed. The sidebar's links carry no id, so the
 * choice is remembered.
 */
export function pickEditingCatalogue(catalogues: Catalogue[], named: string | null, stored: string | null) {
  return (
    catalogues.find((catalogue) => catalogue.id === named) ??
    catalogues.find((catalogue) => catalogue.id === stored) ??
    catalogues.find((catalogue) => catalogue.activo) ??
    catalogues[0]
  )
}

export function useEditingCatalogue() {
  const query = useCatalogues()
  const [searchParams, setSearchParams] = useSearchParams()
  const catalogue = query.data
    ? pickEditingCatalogue(query.data, searchParams.get(editingCatalogueParam), readStored())
    : undefined

  useEffect(() => {
    if (catalogue) remember(catalogue.id)
  }, [catalogue])

  const select = (id: string) => {
    remember(id)
    setSearchParams(
      (params) => {
        params.set(editingCatalogueParam, id)
        return params
      },
      { replace: true },
    )
  }

  return { ...query, catalogue, catalogues: query.data ?? [], select }
}

/** A dashboard path that edits one catalogue: `/dashboard/productos?catalogo=…`. */
export function editingPath(path: string, catalogueId: string) {
  return `${path}?${new URLSearchParams({ [editingCatalogueParam]: catalogueId })}`
}

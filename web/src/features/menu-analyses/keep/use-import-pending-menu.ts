import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { ApiError } from '../../../lib/api.ts'
import { createCatalogueFromMenu, invalidateCatalogues } from '../api/import-menu.ts'
import { clearPendingMenu, readPendingMenu, readPendingMenuImportKey } from '../pending-menu.ts'

/** Where the menu a visitor kept before signing in stands. */
export type PendingMenuImport =
  | { status: 'none' }
  | { status: 'importing' }
  | { status: 'imported'; catalogue: Catalogue }
  | { status: 'failed'; error: ApiError; retry: () => void; discard: () => void }

// One import at a time, whoever asks: React's StrictMode runs effects twice and the welcome screen may be left
// and entered again while the request is out, so every caller in this tab shares the run in flight.
let running: Promise<Catalogue | null> | null = null

const LOCK_NAME = 'vitrina-pending-menu'

/**
 * Turns the pending menu into a catalogue and forgets it once the server has it; answers the catalogue, or null
 * when there was no menu (any more). Across tabs, a Web Lock makes them take turns, and each reads the storage
 * again once its turn comes: a menu another tab imported meanwhile is gone, and is not imported twice.
 */
export function importPendingMenu(): Promise<Catalogue | null> {
  running ??= withTabLock(async () => {
    const menu = readPendingMenu()
    if (!menu) return null
    const catalogue = await createCatalogueFromMenu(menu, readPendingMenuImportKey())
    clearPendingMenu()
    return catalogue
  }).finally(() => {
    running = null
  })
  return running
}

async function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  // Browsers without Web Locks (and the tests' DOM): one tab's guard only.
  if (typeof navigator === 'undefined' || !navigator.locks) return task()
  return navigator.locks.request(LOCK_NAME, task)
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  return new ApiError(0, 'unexpected', error instanceof Error ? error.message : String(error))
}

/**
 * On the dashboard after sign-in or registration (a Google or OIDC redirect included: local storage outlives
 * it), makes the menu kept under `analyzedMenu` a new catalogue. On failure the menu stays kept, and the
 * answer offers a retry; only the owner's own choice discards it.
 */
export function useImportPendingMenu(): PendingMenuImport {
  const queryClient = useQueryClient()
  const [state, setState] = useState<'none' | 'importing' | 'failed' | 'imported'>(() =>
    readPendingMenu() ? 'importing' : 'none',
  )
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null)
  const [error, setError] = useState<ApiError | null>(null)
  const isImporting = state === 'importing'

  useEffect(() => {
    if (!isImporting) return
    let isCurrent = true
    importPendingMenu().then(
      (imported) => {
        // Made here or by another tab meanwhile: either way the owner's lists have a new catalogue.
        void invalidateCatalogues(queryClient)
        if (!isCurrent) return
        setCatalogue(imported)
        setState(imported ? 'imported' : 'none')
      },
      (reason: unknown) => {
        if (!isCurrent) return
        setError(toApiError(reason))
        setState('failed')
      },
    )
    return () => {
      isCurrent = false
    }
  }, [isImporting, queryClient])

  const retry = useCallback(() => setState(readPendingMenu() ? 'importing' : 'none'), [])
  const discard = useCallback(() => {
    clearPendingMenu()
    setState('none')
  }, [])

  if (state === 'imported' && catalogue) return { status: 'imported', catalogue }
  if (state === 'failed' && error) return { status: 'failed', error, retry, discard }
  if (state === 'importing') return { status: 'importing' }
  return { status: 'none' }
}

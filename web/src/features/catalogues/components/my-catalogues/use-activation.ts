import { useEffect, useState } from 'react'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { useActivateCatalogue } from '../../api/activate-catalogue.ts'

/**
 * How long "¡Tu catálogo está activo!" stays (docs/product-spec.md §4 "Catalogue": a 3-second confirmation).
 */
export const activationNoticeMs = 3000

/**
 * Activating a catalogue from Mis catálogos: the card moves to the active slot at once (optimistic), the
 * confirmation shows for three seconds once the server agrees, and a refusal puts everything back and names the
 * catalogue that could not be activated.
 */
export function useActivation() {
  const activate = useActivateCatalogue()
  // The confirmation on show, 0 for none: each activation takes a new number, so that a second one within the
  // three seconds starts them again.
  const [noticeId, setNoticeId] = useState(0)
  const [failedName, setFailedName] = useState<string | null>(null)

  useEffect(() => {
    if (noticeId === 0) return
    const timer = setTimeout(() => setNoticeId(0), activationNoticeMs)
    return () => clearTimeout(timer)
  }, [noticeId])

  const start = (catalogue: Catalogue) => {
    setFailedName(null)
    setNoticeId(0)
    activate.mutate(catalogue.id, {
      onSuccess: () => setNoticeId(Date.now()),
      onError: () => setFailedName(catalogue.nombre),
    })
  }

  return { activate: start, isNoticeShown: noticeId !== 0, failedName }
}

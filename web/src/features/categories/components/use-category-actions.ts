import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts'
import { useUpdateCategory } from '../api/update-category.ts'
import { categoryElementId } from './category-item.tsx'
import { useCategoryDeletion } from './use-category-deletion.ts'
import { useMoveCategory } from './use-move-category.ts'

/**
 * What the owner does to listed categories, each shown at once: move, hide or show,
 * delete with undo. A refusal by the server comes back as `failure`; what happened is said in
 * `announcement`, for screen readers.
 */
export function useCategoryActions(catalogueId: string) {
  const { t } = useTranslation()
  const [failure, setFailure] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const focusAfterRender = useFocusAfterRender()
  const restoredId = useRef<string | null>(null)
  const update = useUpdateCategory(catalogueId)
  const move = useMoveCategory(catalogueId, { onError: () => setFailure(t('categories.errors.moveFailed')) })
  const deletion = useCategoryDeletion(catalogueId, (category) =>
    setFailure(t('categories.errors.deleteFailed', { name: category.name })),
  )

  return {
    failure,
    dismissFailure: () => setFailure(null),
    announcement,
    announce: setAnnouncement,
    pendingDeletion: deletion.pending,

    move: (category: Category, step: -1 | 1, total: number) => {
      const index = move(category.id, step)
      if (index === null) return
      // The button keeps the focus in the category's new place, so it can be pressed again.
      focusAfterRender(categoryElementId(category.id, step === -1 ? 'up' : 'down'))
      setAnnouncement(t('categories.announce.moved', { name: category.name, position: index + 1, total }))
    },

    toggleVisible: (category: Category) => {
      const isVisible = !category.isVisible
      update.mutate(
        { id: category.id, isVisible },
        { onError: () => setFailure(t('categories.errors.saveFailed', { name: category.name })) },
      )
      setAnnouncement(t(isVisible ? 'categories.announce.shown' : 'categories.announce.hidden', category))
    },

    remove: (category: Category) => {
      setFailure(null)
      deletion.remove(category)
    },

    undo: () => {
      restoredId.current = deletion.pending?.category.id ?? null
      deletion.undo()
    },

    /** Where focus goes once the undo offer is gone: the restored category, else `fallback`. */
    focusAfterUndoOffer: (fallback: HTMLElement | null) => {
      const restored = restoredId.current
      restoredId.current = null
      const target = restored ? document.getElementById(categoryElementId(restored, 'more')) : null
      ;(target ?? fallback)?.focus({ preventScroll: !target })
    },
  }
}

import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core'
import { useTranslation } from 'react-i18next'

type Describe = {
  /** The sortable item's name as the owner reads it ("Copa", "el tamaño 2"). */
  nameOf: (id: string) => string
  /** Its place in the list, from 1. */
  positionOf: (id: string) => number
  total: number
}

/**
 * What dnd-kit says to screen readers while a row is dragged with the keyboard or the pointer, in the
 * owner's language: its own announcements are English and speak of "draggable item ids".
 */
export function useReorderAnnouncements({ nameOf, positionOf, total }: Describe): {
  announcements: Announcements
  screenReaderInstructions: ScreenReaderInstructions
} {
  const { t } = useTranslation()
  const say = (key: 'picked' | 'over' | 'dropped' | 'cancelled', active: string, over: string | undefined) =>
    t(`products.variants.announce.${key}`, {
      name: nameOf(active),
      position: positionOf(over ?? active),
      total,
    })
  return {
    announcements: {
      onDragStart: ({ active }) => say('picked', String(active.id), undefined),
      onDragOver: ({ active, over }) => say('over', String(active.id), over ? String(over.id) : undefined),
      onDragEnd: ({ active, over }) => say('dropped', String(active.id), over ? String(over.id) : undefined),
      onDragCancel: ({ active }) => say('cancelled', String(active.id), undefined),
    },
    screenReaderInstructions: { draggable: t('products.variants.dragInstructions') },
  }
}

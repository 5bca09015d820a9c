import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOrderEvents } from '../api/follow-orders.ts'
import { useOrders } from '../api/get-orders.ts'
import { useOrderChime, useOrderSoundPreference } from './order-sound.ts'

/**
 * Pedidos while it is open: today's orders refetched at each event of the business's stream; a new order (one
 * waiting, not in the list before) chimes, if the sound is on, and is announced ("Nuevo pedido #12"); and how
 * many orders wait to be accepted, for the tab's title.
 */
export function useOrdersLive() {
  const { t } = useTranslation()
  useOrderEvents()
  const today = useOrders()
  const [isSoundOn, setSoundOn] = useOrderSoundPreference()
  const chime = useOrderChime()
  const [announcement, setAnnouncement] = useState('')
  const known = useRef<Set<string> | null>(null)
  const shouldChime = useRef(isSoundOn)
  shouldChime.current = isSoundOn

  const orders = today.data?.orders
  useEffect(() => {
    if (!orders) return
    const before = known.current
    known.current = new Set(orders.map((order) => order.id))
    // The first list is what was already there when Pedidos opened: nothing new.
    if (!before) return
    const placed = orders.filter((order) => order.status === 'received' && !before.has(order.id))
    if (placed.length === 0) return
    setAnnouncement(
      placed
        .map((order) => t('ordering.live.newOrder', { number: order.number }))
        .reverse()
        .join('. '),
    )
    if (shouldChime.current) chime()
  }, [orders, chime, t])

  const waitingCount = orders?.filter((order) => order.status === 'received').length ?? 0
  return { waitingCount, announcement, isSoundOn, setSoundOn }
}

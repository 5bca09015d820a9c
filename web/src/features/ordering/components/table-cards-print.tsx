import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { type DiningTable, tableMenuUrl } from '#domain/ordering/dining-table.schema.ts'
import { PrintedCard, PrintSheet } from '../../../entities/catalogue/components/sharing/printed-card.tsx'
import {
  getPublicMenuQrUrl,
  getPublicMenuUrl,
  usePublicMenu,
} from '../../../entities/catalogue/components/sharing/public-menu.ts'
import { renderQrSvg } from '../../../entities/catalogue/components/sharing/qr-code.ts'
import { loadLanguage } from '../../../lib/i18n.ts'
import { tableTitle } from './table-title.ts'

/**
 * What a table's QR code opens: the public menu with the table's key, and the QR source the visits count
 * (decision 052), as the sharing panel's code does.
 */
export function getTableQrUrl(slug: string, key: string): string {
  return tableMenuUrl(getPublicMenuQrUrl(slug), key)
}

type Card = { table: DiningTable; qrSvg: string }

/**
 * Printing tables' cards, one per sheet: their QR codes are made first, then the sheet is drawn (hidden on
 * screen) and the browser's print dialog opened; the sheet goes once the dialog closes.
 */
export function useTableCardsPrint() {
  const { i18n } = useTranslation()
  const menu = usePublicMenu()
  const tMenu = i18n.getFixedT(menu.language)
  const [cards, setCards] = useState<Card[]>([])
  const [isPreparing, setPreparing] = useState(false)
  const [hasFailed, setFailed] = useState(false)

  useEffect(() => {
    const clear = () => setCards([])
    window.addEventListener('afterprint', clear)
    return () => window.removeEventListener('afterprint', clear)
  }, [])

  const print = async (tables: readonly DiningTable[]) => {
    setFailed(false)
    setPreparing(true)
    try {
      // The cards are in the menu's language, whose messages the dashboard in the other one has not fetched.
      const [codes] = await Promise.all([
        Promise.all(tables.map((table) => renderQrSvg(getTableQrUrl(menu.slug, table.key)))),
        loadLanguage(menu.language),
      ])
      // Drawn before the dialog opens: the browser prints the page as it is at that moment.
      flushSync(() => setCards(tables.map((table, index) => ({ table, qrSvg: codes[index]! }))))
      window.print()
    } catch {
      setFailed(true)
    } finally {
      setPreparing(false)
    }
  }

  const address = getPublicMenuUrl(menu.slug)
  const sheet =
    cards.length > 0 ? (
      <PrintSheet>
        {cards.map(({ table, qrSvg }) => (
          <PrintedCard
            key={table.id}
            menu={menu}
            qrSvg={qrSvg}
            address={address}
            heading={tableTitle(tMenu, 'ordering.card.table', table.name)}
          />
        ))}
      </PrintSheet>
    ) : null
  return { print, isPreparing, hasFailed, sheet }
}

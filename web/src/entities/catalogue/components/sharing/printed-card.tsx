import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslationIn } from '../../../../lib/use-translation-in.ts'
import type { PublicMenu } from './public-menu.ts'
import { toSvgSource } from './qr-code-view.tsx'

// While the sheet is mounted, printing shows it alone: everything else on the page (the dashboard, the open
// dialog) is a sibling of the sheet under <body>.
const printStyles =
  '@media print { body > :not([data-table-card]) { display: none !important; } @page { margin: 12mm; } }'

/** What printing the page shows instead of the page, and nothing on screen: the cards to leave on tables. */
export function PrintSheet({ children }: { children: ReactNode }) {
  return createPortal(
    <div data-table-card="" className="hidden print:block">
      <style>{printStyles}</style>
      {children}
    </div>,
    document.body,
  )
}

type CardProps = {
  menu: PublicMenu
  /** The SVG of the QR code, which opens `address` or an address of the same menu. */
  qrSvg: string
  /** The public menu's address, printed under the code for whoever cannot scan it. */
  address: string
  /** A line under the business's name, large: the table's ("Mesa 4"). */
  heading?: string
}

/**
 * A card to leave on a table, alone on its sheet: the business's name, the QR code and "Escanea para ver el
 * menú". In the menu's language, not the dashboard's: diners read it (its messages are fetched when the
 * dashboard shows the other language).
 */
export function PrintedCard({ menu, qrSvg, address, heading }: CardProps) {
  const { t: tMenu } = useTranslationIn(menu.language)
  return (
    // Centred on the sheet (in print, the viewport's height is the printable page's), the next card on the next.
    <div className="flex min-h-[95vh] break-after-page items-center justify-center last:break-after-auto">
      <div className="mx-auto flex max-w-[110mm] flex-col items-center rounded-[6mm] border-2 border-stone-900 px-[10mm] py-[12mm] text-center text-stone-900">
        <p className="wrap-anywhere font-bold text-[26pt] leading-tight">{menu.businessName}</p>
        {heading ? (
          <p className="wrap-anywhere mt-[4mm] font-extrabold text-[34pt] leading-tight">{heading}</p>
        ) : null}
        <img src={toSvgSource(qrSvg)} alt="" className="mt-[8mm] size-[70mm]" />
        <p className="mt-[6mm] font-semibold text-[18pt]">{tMenu('sharing.card.scan')}</p>
        <p className="mt-[2mm] break-all text-[10pt] text-stone-600">{address.replace(/^https?:\/\//, '')}</p>
      </div>
    </div>
  )
}

import { Printer } from 'lucide-react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button.tsx'
import type { PublicMenu } from './public-menu.ts'
import { toSvgSource } from './qr-code-view.tsx'

// While the card is mounted, printing shows it alone: everything else on the page (the dashboard, the open
// dialog) is a sibling of the card under <body>.
const printStyles =
  '@media print { body > :not([data-table-card]) { display: none !important; } @page { margin: 12mm; } }'

type Props = { menu: PublicMenu; url: string; qrSvg: string | undefined }

/**
 * "Imprimir tarjeta para mesa": the browser's print dialog with a card holding the business
 * name, the QR code and "Escanea para ver el menú". The card is in the menu's language: diners read it.
 */
export function TableCardPrint({ menu, url, qrSvg }: Props) {
  const { t, i18n } = useTranslation()
  const tMenu = i18n.getFixedT(menu.language)
  return (
    <>
      <Button variant="secondary" disabled={!qrSvg} onClick={() => window.print()} className="w-full">
        <Printer aria-hidden />
        {t('sharing.card.print')}
      </Button>
      {qrSvg
        ? createPortal(
            // Centred on the sheet: in print, the viewport's height is the printable page's.
            <div
              data-table-card=""
              className="hidden print:flex print:min-h-[95vh] print:items-center print:justify-center"
            >
              <style>{printStyles}</style>
              <div className="mx-auto flex max-w-[110mm] flex-col items-center rounded-[6mm] border-2 border-stone-900 px-[10mm] py-[12mm] text-center text-stone-900">
                <p className="wrap-anywhere font-bold text-[26pt] leading-tight">{menu.businessName}</p>
                <img src={toSvgSource(qrSvg)} alt="" className="mt-[8mm] size-[70mm]" />
                <p className="mt-[6mm] font-semibold text-[18pt]">{tMenu('sharing.card.scan')}</p>
                <p className="mt-[2mm] break-all text-[10pt] text-stone-600">
                  {url.replace(/^https?:\/\//, '')}
                </p>
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  )
}

import { Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button.tsx'
import { PrintedCard, PrintSheet } from './printed-card.tsx'
import type { PublicMenu } from './public-menu.ts'

type Props = { menu: PublicMenu; url: string; qrSvg: string | undefined }

/**
 * "Imprimir tarjeta para mesa": the browser's print dialog with a card holding the business
 * name, the QR code and "Escanea para ver el menú". The card is in the menu's language: diners read it.
 */
export function TableCardPrint({ menu, url, qrSvg }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Button variant="secondary" disabled={!qrSvg} onClick={() => window.print()} className="w-full">
        <Printer aria-hidden />
        {t('sharing.card.print')}
      </Button>
      {qrSvg ? (
        <PrintSheet>
          <PrintedCard menu={menu} qrSvg={qrSvg} address={url} />
        </PrintSheet>
      ) : null}
    </>
  )
}

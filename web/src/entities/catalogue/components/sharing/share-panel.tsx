import { useTranslation } from 'react-i18next'
import { getPublicMenuQrUrl, getPublicMenuUrl, usePublicMenu } from './public-menu.ts'
import { useQrSvg } from './qr-code.ts'
import { QrCodeView } from './qr-code-view.tsx'
import { ShareLinkField } from './share-link-field.tsx'
import { TableCardPrint } from './table-card.tsx'

/** The public link, its QR code and the table card: everything an owner shares. */
export function SharePanel() {
  const { t } = useTranslation()
  const menu = usePublicMenu()
  const url = getPublicMenuUrl(menu.slug)
  // The code carries its own source; the address printed under it stays the short one to type.
  const qrUrl = getPublicMenuQrUrl(menu.slug)
  const qr = useQrSvg(qrUrl)
  return (
    <div className="space-y-5">
      <ShareLinkField url={url} />
      <section aria-labelledby="share-qr-heading" className="space-y-3">
        <h3 id="share-qr-heading" className="font-medium text-sm text-stone-800">
          {t('sharing.qr.heading')}
        </h3>
        <QrCodeView url={qrUrl} slug={menu.slug} qr={qr} />
      </section>
      <TableCardPrint menu={menu} url={url} qrSvg={qr.status === 'ready' ? qr.svg : undefined} />
    </div>
  )
}

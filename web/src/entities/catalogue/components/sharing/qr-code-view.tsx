import { Download, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button.tsx'
import { FormAlert } from '../../../../components/ui/form-alert.tsx'
import { getQrFileName } from './public-menu.ts'
import { downloadPng, downloadSvg, type QrState } from './qr-code.ts'

/** An SVG document as an image source: shown as an <img> with its alt text, never injected as markup. */
export function toSvgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

type Props = { url: string; slug: string; qr: QrState }

/** The QR code of the public link, with its SVG and PNG downloads. */
export function QrCodeView({ url, slug, qr }: Props) {
  const { t } = useTranslation()
  const [hasPngFailed, setPngFailed] = useState(false)

  const savePng = async () => {
    setPngFailed(false)
    try {
      await downloadPng(url, getQrFileName(slug, 'png'))
    } catch {
      setPngFailed(true)
    }
  }

  if (qr.status === 'failed') return <FormAlert id="share-qr-error">{t('sharing.qr.failed')}</FormAlert>
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <div className="flex size-44 shrink-0 items-center justify-center rounded-2xl border border-stone-200 bg-white p-2">
        {qr.status === 'ready' ? (
          <img src={toSvgSource(qr.svg)} alt={t('sharing.qr.alt', { url })} className="size-full" />
        ) : (
          <p role="status" className="flex flex-col items-center gap-2 text-center text-sm text-stone-600">
            <Loader2 aria-hidden className="size-5 animate-spin" />
            {t('sharing.qr.loading')}
          </p>
        )}
      </div>
      <div className="w-full space-y-2 sm:pt-1">
        <p className="text-sm text-stone-600">{t('sharing.qr.hint')}</p>
        <div className="grid gap-2">
          <Button
            variant="secondary"
            disabled={qr.status !== 'ready'}
            onClick={() => qr.status === 'ready' && downloadSvg(qr.svg, getQrFileName(slug, 'svg'))}
          >
            <Download aria-hidden />
            {t('sharing.qr.downloadSvg')}
          </Button>
          <Button variant="secondary" disabled={qr.status !== 'ready'} onClick={savePng}>
            <Download aria-hidden />
            {t('sharing.qr.downloadPng')}
          </Button>
        </div>
        {hasPngFailed ? <FormAlert id="share-png-error">{t('sharing.qr.pngFailed')}</FormAlert> : null}
      </div>
    </div>
  )
}

import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { saveBlob, saveFile } from '../../../../lib/save-file.ts'

// High error correction : a printed code still reads when a table card is stained or scratched.
const qrOptions = {
  errorCorrectionLevel: 'H',
  margin: 2,
  color: { dark: '#1c1917', light: '#ffffff' },
} as const
/** Pixels of the PNG's side: sharp when printed at about 8 cm at 300 dpi. */
const pngSize = 1024

/** The QR code of `text` as an SVG document. */
export function renderQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...qrOptions, type: 'svg' })
}

/** The QR code of `text` as a PNG data URL, `pngSize` pixels wide. */
export function renderQrPng(text: string): Promise<string> {
  return QRCode.toDataURL(text, { ...qrOptions, type: 'image/png', width: pngSize })
}

export type QrState = { status: 'pending' } | { status: 'ready'; svg: string } | { status: 'failed' }

/** The SVG of the QR code of `text`, made in the browser. */
export function useQrSvg(text: string): QrState {
  const [state, setState] = useState<QrState>({ status: 'pending' })
  useEffect(() => {
    let isCurrent = true
    setState({ status: 'pending' })
    renderQrSvg(text).then(
      (svg) => isCurrent && setState({ status: 'ready', svg }),
      () => isCurrent && setState({ status: 'failed' }),
    )
    return () => {
      isCurrent = false
    }
  }, [text])
  return state
}

export function downloadSvg(svg: string, fileName: string): void {
  saveBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName)
}

export async function downloadPng(text: string, fileName: string): Promise<void> {
  saveFile(await renderQrPng(text), fileName)
}

import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import QRCode from 'qrcode'
import { describe, expect, it, vi } from 'vitest'
import { type PublicMenu, PublicMenuContext } from './public-menu.ts'
import { renderQrSvg } from './qr-code.ts'
import { SharePanel } from './share-panel.tsx'

const menu: PublicMenu = { slug: 'cafe-de-la-plaza', businessName: 'Café de la Plaza', language: 'es' }
const publicUrl = () => `${window.location.origin}/m/cafe-de-la-plaza`
/** What the QR code opens: the link with its own source, so its scans are counted apart (decision 052). */
const qrUrl = () => `${publicUrl()}?src=qr`

function renderPanel(business: PublicMenu = menu) {
  const user = userEvent.setup()
  render(
    <PublicMenuContext value={business}>
      <SharePanel />
    </PublicMenuContext>,
  )
  return user
}

/** The QR code as shown: an image whose source is the SVG document itself. */
async function findQrSvg(): Promise<string> {
  const image = await screen.findByRole('img', { name: `Código QR que abre ${qrUrl()}` })
  const source = image.getAttribute('src') ?? ''
  expect(source).toMatch(/^data:image\/svg\+xml/)
  return decodeURIComponent(source.slice(source.indexOf(',') + 1))
}

/** What each temporary download link was clicked with. */
function recordDownloads() {
  const downloads: { href: string; download: string }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download })
  })
  return downloads
}

describe('SharePanel', () => {
  it('shows the absolute public link and copies it, saying so', async () => {
    const user = renderPanel()
    const field = screen.getByRole('textbox', { name: 'Enlace público' })
    expect(field).toHaveValue(publicUrl())
    expect(field).toHaveAttribute('readonly')
    // userEvent brings its own clipboard; the spy goes on it once it is installed.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')

    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }))
    expect(writeText).toHaveBeenCalledWith(publicUrl())
    expect(await screen.findByRole('status')).toHaveTextContent('Enlace copiado')
  })

  it('falls back to the selected field, and says so when copying is refused', async () => {
    const user = renderPanel()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    const execCommand = vi.fn(() => false)
    document.execCommand = execCommand

    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }))
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(await screen.findByRole('status')).toHaveTextContent('No se pudo copiar')
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Enlace público' })
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(publicUrl())

    execCommand.mockReturnValue(true)
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Enlace copiado')
  })

  it('draws the link with its QR source as an SVG QR code with high error correction', async () => {
    renderPanel()
    const svg = await findQrSvg()
    expect(svg).toBe(await renderQrSvg(qrUrl()))
    expect(svg).not.toBe(await renderQrSvg(publicUrl()))
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    // Level H needs more modules than level L for the same text: the size tells which level was used.
    const side = (level: 'H' | 'L') => QRCode.create(qrUrl(), { errorCorrectionLevel: level }).modules.size
    expect(side('H')).toBeGreaterThan(side('L'))
    const margin = 2
    expect(svg).toContain(`viewBox="0 0 ${side('H') + 2 * margin} ${side('H') + 2 * margin}"`)
  })

  it('downloads the QR code as SVG and as PNG under the business name', async () => {
    const user = renderPanel()
    const svg = await findQrSvg()
    const downloads = recordDownloads()
    const saved: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:qr-svg'
    })
    URL.revokeObjectURL = vi.fn()

    await user.click(screen.getByRole('button', { name: 'Descargar SVG' }))
    expect(downloads).toEqual([{ href: 'blob:qr-svg', download: 'menu-cafe-de-la-plaza-qr.svg' }])
    expect(saved[0]?.type).toBe('image/svg+xml')
    expect(await saved[0]?.text()).toBe(svg)

    await user.click(screen.getByRole('button', { name: 'Descargar PNG' }))
    await waitFor(() => expect(downloads).toHaveLength(2))
    expect(downloads[1]?.download).toBe('menu-cafe-de-la-plaza-qr.png')
    expect(downloads[1]?.href).toMatch(/^data:image\/png;base64,/)
    // Nothing is left behind in the page.
    expect(document.querySelector('a[download]')).toBeNull()
  })

  it('prints a table card with the name, the QR code and the words in the menu language', async () => {
    const print = vi.fn()
    window.print = print
    // The owner works in Spanish; the business's menu, and so its card, is in English.
    const user = renderPanel({ ...menu, language: 'en' })
    await findQrSvg()

    await user.click(screen.getByRole('button', { name: 'Imprimir tarjeta para mesa' }))
    expect(print).toHaveBeenCalledOnce()
    const card = document.querySelector<HTMLElement>('[data-table-card]')
    expect(card).not.toBeNull()
    const inCard = within(card!)
    expect(inCard.getByText('Café de la Plaza')).toBeInTheDocument()
    expect(inCard.getByText('Scan to see the menu')).toBeInTheDocument()
    // The address to type stays short: the QR source is the code's alone.
    expect(inCard.getByText(publicUrl().replace(/^https?:\/\//, ''))).toBeInTheDocument()
    expect(card!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    // Printing shows the card alone.
    expect(card!.querySelector('style')?.textContent).toContain('body > :not([data-table-card])')
  })
})

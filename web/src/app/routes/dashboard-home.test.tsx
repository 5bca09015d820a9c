import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import { copiedFeedbackMs } from '../../entities/catalogue/components/sharing/share-link-field.tsx'
import { mockSession } from '../../test/api-mock.ts'
import { renderApp } from '../../test/render-app.tsx'

const summer: Catalogue = {
  id: 'cat-1',
  nombre: 'Carta de verano',
  imagen: null,
  editado: new Date().toISOString(),
  activo: true,
  template: 'clasico',
}

function serve(catalogues: Catalogue[]) {
  mockSession(undefined, {
    'GET /api/catalogues': { status: 200, body: catalogues },
    'GET /api/catalogues/cat-1/design': { status: 200, body: DEFAULT_DESIGN },
    'GET /api/visits': { status: 200, body: { isCounting: true, days: [], categories: [], promotions: [] } },
  })
}

const publicUrl = () => `${window.location.origin}/m/cafe-de-la-plaza`
// The first render of a file loads the page's code: more than the default second on a busy machine.
const slow = { timeout: 5000 }

/** Inicio's "Tu menú público" section, once it is there. */
async function findPublicMenu() {
  return within(await screen.findByRole('region', { name: 'Tu menú público' }, slow))
}

/** What each temporary download link was clicked with. */
function recordDownloads() {
  const downloads: { href: string; download: string }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download })
  })
  return downloads
}

describe('Inicio: the public menu', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the public address and copies it, saying "Copiado" on the button and aloud', async () => {
    serve([summer])
    const { user } = renderApp('/dashboard')
    const section = await findPublicMenu()
    expect(section.getByText(/Tus clientes abren este enlace/)).toBeInTheDocument()
    expect(section.getByRole('textbox', { name: 'Enlace público' })).toHaveValue(publicUrl())
    // userEvent brings its own clipboard; the spy goes on it once it is installed.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    vi.useFakeTimers({ shouldAdvanceTime: true })

    await user.click(section.getByRole('button', { name: 'Copiar enlace' }))
    expect(writeText).toHaveBeenCalledWith(publicUrl())
    expect(section.getByRole('button', { name: 'Copiado' })).toBeInTheDocument()
    expect(section.getByRole('status')).toHaveTextContent('Enlace copiado')

    // The button offers to copy again a moment later.
    act(() => vi.advanceTimersByTime(copiedFeedbackMs))
    expect(section.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument()
  })

  it('draws the QR code of the address and downloads it as SVG and as PNG', async () => {
    serve([summer])
    const { user } = renderApp('/dashboard')
    const section = await findPublicMenu()
    // The code opens the address with its own source, so its scans are counted apart (decision 052).
    const qr = await section.findByRole('img', { name: `Código QR que abre ${publicUrl()}?src=qr` })
    const source = qr.getAttribute('src') ?? ''
    const svg = decodeURIComponent(source.slice(source.indexOf(',') + 1))
    const downloads = recordDownloads()
    const saved: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:qr-svg'
    })
    URL.revokeObjectURL = vi.fn()

    await user.click(section.getByRole('button', { name: 'Descargar SVG' }))
    expect(downloads).toEqual([{ href: 'blob:qr-svg', download: 'menu-cafe-de-la-plaza-qr.svg' }])
    expect(await saved[0]?.text()).toBe(svg)

    await user.click(section.getByRole('button', { name: 'Descargar PNG' }))
    await waitFor(() => expect(downloads).toHaveLength(2))
    expect(downloads[1]).toEqual({
      href: expect.stringMatching(/^data:image\/png;base64,/),
      download: 'menu-cafe-de-la-plaza-qr.png',
    })
  })

  it('warns that the address shows nothing while no catalogue is active', async () => {
    serve([{ ...summer, activo: false }])
    renderApp('/dashboard')
    const section = await findPublicMenu()
    expect(section.getByText(/Ningún catálogo está activo/)).toBeInTheDocument()
    expect(section.getByRole('link', { name: 'Mis catálogos' })).toHaveAttribute(
      'href',
      '/dashboard/catalogos',
    )
  })

  it('has nothing to share before the first catalogue', async () => {
    serve([])
    renderApp('/dashboard')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aún no tienes catálogos' }, slow),
    ).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Tu menú público' })).toBeNull()
  })
})

describe('Inicio: Subir menú', () => {
  it('opens the dashboard’s menu upload: where the menu goes, then the upload', async () => {
    serve([summer])
    const { user } = renderApp('/dashboard')

    await user.click(await screen.findByRole('button', { name: 'Subir menú' }, slow))
    // The dialog's code and the widget's arrive after the click.
    const dialog = within(await screen.findByRole('dialog', { name: 'Subir menú' }))
    expect(dialog.getByRole('radio', { name: /Nuevo catálogo/ })).toBeChecked()
    expect(dialog.getByRole('radio', { name: /Añadir a Carta de verano/ })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Siguiente' }))
    expect(await dialog.findByLabelText('Subir archivo')).toHaveAttribute('type', 'file')
  })

  it('offers it before the first catalogue too, straight to the upload', async () => {
    serve([])
    const { user } = renderApp('/dashboard')

    await user.click(await screen.findByRole('button', { name: 'Subir menú' }, slow))
    const dialog = within(await screen.findByRole('dialog', { name: 'Subir menú' }))
    expect(await dialog.findByLabelText('Subir archivo')).toHaveAttribute('type', 'file')
  })
})

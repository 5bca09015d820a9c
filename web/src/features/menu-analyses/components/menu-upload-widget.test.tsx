import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Me } from '#domain/accounts/account.schema.ts'
import { i18n } from '../../../lib/i18n.ts'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import type { ReadingService } from '../api/analysis-contract.ts'
import { readingServiceQueryKey } from '../api/get-reading-service.ts'
import { buildAnalysedMenu, buildAnalysis, FakeXhr, makeFile } from '../test-fakes.ts'
import {
  acceptUploads,
  chooseFile,
  latestEvents,
  reachPreview,
  renderWidget,
  runAnalysis,
} from './widget-test-kit.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  window.innerWidth = 1024
})

const failed = (code: string, message: string) =>
  buildAnalysis({ status: 'failed', error: { code, message } })

describe('MenuUploadWidget, idle', () => {
  it('offers an upload button for PDF, JPG and PNG, and no camera on a desktop', () => {
    renderWidget()
    expect(screen.getByRole('heading', { name: 'Digitaliza tu menú en segundos' })).toBeInTheDocument()
    expect(screen.getByLabelText('Subir archivo')).toHaveAttribute('type', 'file')
    expect(screen.getByText('PDF, JPG o PNG · hasta 15 MB')).toBeInTheDocument()
    expect(screen.queryByLabelText('Escanear con la cámara')).not.toBeInTheDocument()
  })

  it('refuses another type of file with the spec alert, sending nothing', async () => {
    const { user } = renderWidget()
    await chooseFile(user, makeFile('text', 'menu.docx'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor sube un archivo PDF, JPG o PNG.')
    expect(FakeXhr.sent).toEqual([])
  })

  it('says it in English to an English reader', async () => {
    await i18n.changeLanguage('en')
    const { user } = renderWidget()
    await user.upload(screen.getByLabelText('Upload file'), makeFile('text', 'menu.gif'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a PDF, JPG or PNG file.')
  })

  it('adds a scan button opening the rear camera once the window is phone-sized, images only', async () => {
    const { user } = renderWidget()
    act(() => {
      window.innerWidth = 390
      window.dispatchEvent(new Event('resize'))
    })
    const scan = screen.getByLabelText('Escanear con la cámara')
    expect(scan).toHaveAttribute('capture', 'environment')
    expect(scan).toHaveAttribute('accept', 'image/*')
    await user.upload(scan, makeFile('pdf', 'carta.pdf'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor sube un archivo PDF, JPG o PNG.')

    act(() => {
      window.innerWidth = 1280
      window.dispatchEvent(new Event('resize'))
    })
    expect(screen.queryByLabelText('Escanear con la cámara')).not.toBeInTheDocument()
  })
})

describe('MenuUploadWidget, the external model service', () => {
  const answerReadingService = (answer: ReadingService, user: Me | null = buildMe()) =>
    mockSession(user, { 'GET /api/menu-analyses/reading-service': { status: 200, body: answer } })
  const notice =
    'Tu carta se leerá también con un servicio externo de IA (api.openai.com). Cada plato se comprobará con lo que está impreso en la página.'

  it('says before any upload that the menu will also be read by the service, and the pickers say it too', async () => {
    answerReadingService({ host: 'api.openai.com', isOn: true }, null)
    renderWidget()
    expect(await screen.findByText(notice)).toBeVisible()
    expect(screen.getByLabelText('Subir archivo')).toHaveAccessibleDescription(notice)
  })

  it('sends with the file the service it named, and none when it named none', async () => {
    answerReadingService({ host: 'api.openai.com', isOn: true }, null)
    const { user } = renderWidget()
    await screen.findByText(notice)
    acceptUploads()
    await chooseFile(user)
    await waitFor(() => expect(FakeXhr.sent.at(-1)?.body?.get('modelService')).toBe('api.openai.com'))
  })

  it('sends no service with a file chosen before it was named', async () => {
    mockSession(null, {
      'GET /api/menu-analyses/reading-service': { status: 500, body: { error: { code: 'x', message: 'x' } } },
    })
    const { user } = renderWidget()
    acceptUploads()
    await chooseFile(user)
    await waitFor(() => expect(FakeXhr.sent.at(-1)?.body?.get('file')).toBeTruthy())
    expect(FakeXhr.sent.at(-1)?.body?.has('modelService')).toBe(false)
  })

  it('says it in English to an English reader', async () => {
    await i18n.changeLanguage('en')
    answerReadingService({ host: 'api.openai.com', isOn: true })
    renderWidget({ audience: 'owner' })
    expect(
      await screen.findByText(
        'Your menu will also be read by an external AI service (api.openai.com). Every dish will be checked against what is printed on the page.',
      ),
    ).toBeVisible()
  })

  it.each([
    ['the owner’s business turned it off', { host: 'api.openai.com', isOn: false }],
    ['no service is set', { host: null, isOn: false }],
  ])('says nothing when %s', async (_case, answer) => {
    answerReadingService(answer)
    const { queryClient } = renderWidget({ audience: 'owner' })
    await waitFor(() =>
      expect(queryClient.getQueryState([...readingServiceQueryKey, 'owner'])?.status).toBe('success'),
    )
    expect(screen.queryByText(/servicio externo de IA/)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Subir archivo')).not.toHaveAttribute('aria-describedby')
  })

  it('says nothing when the question fails, and the upload works as ever', async () => {
    mockSession(null, {
      'GET /api/menu-analyses/reading-service': { status: 500, body: { error: { code: 'x', message: 'x' } } },
    })
    const { user, queryClient } = renderWidget()
    await waitFor(() =>
      expect(queryClient.getQueryState([...readingServiceQueryKey, 'visitor'])?.status).toBe('error'),
    )
    expect(screen.queryByText(/servicio externo de IA/)).not.toBeInTheDocument()
    await chooseFile(user)
    expect(await screen.findByRole('heading', { name: 'Leyendo tu menú' })).toBeInTheDocument()
  })
})

describe('MenuUploadWidget, progress', () => {
  it('shows the four phases as the upload and then the job move, and the preview half a second after', async () => {
    const { user } = renderWidget()
    let upload: InstanceType<typeof FakeXhr> | undefined
    FakeXhr.onSend = (request) => {
      upload = request
    }
    await chooseFile(user)
    const heading = await screen.findByRole('heading', { name: 'Leyendo tu menú' })
    await waitFor(() => expect(heading).toHaveFocus())
    const bar = screen.getByRole('progressbar', { name: 'Progreso del análisis' })
    expect(screen.getByText('Subiendo tu archivo…')).toBeInTheDocument()

    act(() => upload!.progress(500, 1000))
    expect(bar).toHaveAttribute('aria-valuenow', '15')
    act(() => upload!.respond(202, buildAnalysis()))
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'))
    const steps = screen.getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Subiendo (terminado)',
      'Analizando (en curso)',
      'Seccionando',
      'Completo',
    ])

    const events = await latestEvents()
    act(() => events.emit(buildAnalysis({ status: 'running', phase: 'sectioning', progress: 72 })))
    expect(bar).toHaveAttribute('aria-valuenow', '72')
    expect(screen.getByText('Organizando secciones y platos…')).toBeInTheDocument()
    expect(within(screen.getAllByRole('listitem')[2]!).getByText('(en curso)')).toBeInTheDocument()

    act(() =>
      events.emit(
        buildAnalysis({ status: 'done', phase: 'complete', progress: 100, result: buildAnalysedMenu() }),
      ),
    )
    expect(bar).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByText('¡Listo! Preparando la vista previa…')).toBeInTheDocument()
    // The preview waits half a second after completion (docs/product-spec.md §9 "Preview delay: 500 ms").
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(screen.queryByRole('heading', { name: 'Vista previa de tu menú' })).not.toBeInTheDocument()
    const preview = await screen.findByRole('heading', { name: 'Vista previa de tu menú' })
    await waitFor(() => expect(preview).toHaveFocus())
  })

  it('cancels back to choosing a file', async () => {
    const { user } = renderWidget()
    await chooseFile(user)
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }))
    const heading = screen.getByRole('heading', { name: 'Digitaliza tu menú en segundos' })
    await waitFor(() => expect(heading).toHaveFocus())
  })
})

describe('MenuUploadWidget, recovery', () => {
  it('shows the spec error, a retry and starting by hand when the file cannot be read; the retry sends it again', async () => {
    const { user } = renderWidget()
    await runAnalysis(user, failed('damaged_file', 'Error al procesar el menú. Por favor, intenta de nuevo.'))

    expect(await screen.findByRole('heading', { name: 'No pudimos leer tu menú' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error al procesar el menú. Por favor, intenta de nuevo.',
    )
    expect(screen.getByRole('link', { name: 'Crear el menú a mano' })).toHaveAttribute('href', '/register')
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Volver a Intentar' }))
    expect(FakeXhr.sent).toHaveLength(2)
    expect(FakeXhr.sent[1]!.file.name).toBe('carta.pdf')
    ;(await latestEvents()).emit(
      buildAnalysis({ status: 'done', phase: 'complete', progress: 100, result: buildAnalysedMenu() }),
    )
    expect(
      await screen.findByRole('heading', { name: 'Vista previa de tu menú' }, { timeout: 3000 }),
    ).toBeVisible()
  })

  it('adds the specific reason in the reader language, and sends owners elsewhere to start by hand', async () => {
    const { user } = renderWidget({ manualStartHref: '/dashboard/productos' })
    await runAnalysis(user, failed('encrypted_pdf', 'The PDF is protected by a password.'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('El PDF está protegido con contraseña. Súbelo sin protección.')
    expect(screen.getByRole('link', { name: 'Crear el menú a mano' })).toHaveAttribute(
      'href',
      '/dashboard/productos',
    )
  })

  it('shows a server refusal it has no words for as the server said it', async () => {
    const { user } = renderWidget()
    FakeXhr.onSend = (request) =>
      queueMicrotask(() =>
        request.respond(400, { error: { code: 'menu_file_missing', message: 'Elige un archivo.' } }),
      )
    await chooseFile(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Elige un archivo.')
  })

  it('shows the "could not parse" menu, confidence 50, with "Volver a Intentar" when nothing was read', async () => {
    const { user } = renderWidget()
    await reachPreview(user, buildAnalysedMenu({ sections: [] }))
    expect(screen.getByText('No se pudieron leer los platos del menú')).toBeInTheDocument()
    expect(screen.getByText('Intenta con una imagen más clara')).toBeInTheDocument()
    expect(screen.getByRole('meter', { name: 'Confianza del análisis' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument()

    acceptUploads()
    await user.click(screen.getByRole('button', { name: 'Volver a Intentar' }))
    expect(await screen.findByRole('heading', { name: 'Leyendo tu menú' })).toBeInTheDocument()
    expect(FakeXhr.sent).toHaveLength(2)
  })
})

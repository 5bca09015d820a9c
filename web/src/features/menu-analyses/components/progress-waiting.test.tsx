import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { buildAnalysis, FakeXhr, makeFile } from '../test-fakes.ts'
import { stallAfterMs } from '../use-menu-analysis.ts'
import { acceptUploads, latestEvents, renderWidget } from './widget-test-kit.tsx'

// While an analysis waits, the screen says so: its place in the queue, and after 30 s without news a retry
// that follows the same analysis again (the server answers the same caller's same file with the same job).

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('es')
})

async function startWaiting() {
  renderWidget()
  const user = userEvent.setup({ applyAccept: false, advanceTimers: vi.advanceTimersByTime })
  acceptUploads()
  await user.upload(screen.getByLabelText(i18n.t('menuAnalyses.idle.upload')), makeFile('pdf', 'carta.pdf'))
  const events = await latestEvents()
  act(() => events.emit(buildAnalysis({ queuePosition: 3 })))
  // The views after a file is chosen are a chunk of their own: wait for the progress to show.
  await screen.findByRole('progressbar')
  return { user, events }
}

describe('MenuUploadWidget, waiting for a worker', () => {
  it('says the analysis waits in the queue and how many are ahead, until a worker takes it', async () => {
    const { events } = await startWaiting()
    expect(screen.getByText('En cola: 2 delante')).toBeInTheDocument()

    act(() => events.emit(buildAnalysis({ queuePosition: 1 })))
    expect(screen.getByText('En cola: eres el siguiente')).toBeInTheDocument()

    act(() => events.emit(buildAnalysis({ status: 'running', progress: 45 })))
    expect(screen.queryByText(/^En cola/)).not.toBeInTheDocument()
  })

  it('says it in English too', async () => {
    await i18n.changeLanguage('en')
    await startWaiting()
    expect(screen.getByText('In the queue: 2 ahead')).toBeInTheDocument()
  })

  it('offers a retry after 30 s without news, and the retry follows the same analysis again', async () => {
    const { user, events } = await startWaiting()
    await act(() => vi.advanceTimersByTimeAsync(stallAfterMs - 5000))
    // News (the queue moved) restarts the wait; the same state told again (a poll) does not.
    act(() => events.emit(buildAnalysis({ queuePosition: 2 })))
    await act(() => vi.advanceTimersByTimeAsync(stallAfterMs - 1000))
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    act(() => events.emit(buildAnalysis({ queuePosition: 2 })))
    await act(() => vi.advanceTimersByTimeAsync(2000))

    expect(screen.getByText('Esto está tardando más de lo normal.')).toBeInTheDocument()
    expect(screen.getByText('En cola: 1 delante')).toBeInTheDocument()
    expect(FakeXhr.sent).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))

    // The same file is sent again and the server answers its job: the widget follows that job anew.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2))
    expect(FakeXhr.sent[1]?.file.name).toBe('carta.pdf')
    const again = await latestEvents()
    expect(again).not.toBe(events)
    expect(events.isClosed).toBe(true)
    expect(again.url).toContain(buildAnalysis().id)
    expect(screen.queryByText('Esto está tardando más de lo normal.')).not.toBeInTheDocument()
    act(() => again.emit(buildAnalysis({ status: 'running', progress: 60 })))
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60')
  })
})

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import type { AnalysedMenu, MenuAnalysis } from '../api/analysis-contract.ts'
import {
  buildAnalysedMenu,
  buildAnalysis,
  FakeEventSource,
  FakeXhr,
  installNetworkFakes,
  makeFile,
} from '../test-fakes.ts'
import { MenuUploadWidget } from './menu-upload-widget.tsx'

// Renders the widget as a page would, with the network fakes in place, and walks it to a given view. The API
// calls it makes with fetch (whether a model service reads menus) are answered by the test's mockApi.

type WidgetProps = Partial<ComponentProps<typeof MenuUploadWidget>>

export function renderWidget(props: WidgetProps = {}) {
  installNetworkFakes()
  const onContinue = vi.fn()
  // The picker's `accept` is the browser's filter; the widget's own check is what is tested here.
  const user = userEvent.setup({ applyAccept: false })
  // A cache of its own per render, as a page loaded anew has; a refusal is final, as a retry would only wait.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MenuUploadWidget onContinue={onContinue} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...view, user, onContinue, queryClient }
}

type User = ReturnType<typeof renderWidget>['user']

/** Chooses a file with the upload button. */
export async function chooseFile(user: User, file: File = makeFile('pdf', 'carta.pdf')) {
  await user.upload(screen.getByLabelText('Subir archivo'), file)
}

/** The event stream of the latest job, once the widget opened it. */
export async function latestEvents(): Promise<FakeEventSource> {
  let source: FakeEventSource | undefined
  await waitFor(() => {
    source = FakeEventSource.instances.at(-1)
    if (!source || source.isClosed) throw new Error('No open event stream yet')
  })
  return source!
}

/** Accepts every upload at once (202, analyzing 30). */
export function acceptUploads() {
  FakeXhr.onSend = (request) => queueMicrotask(() => request.respond(202, buildAnalysis()))
}

/** Uploads a file and lets its job end as `final`. */
export async function runAnalysis(user: User, final: MenuAnalysis, file?: File) {
  acceptUploads()
  await chooseFile(user, file)
  ;(await latestEvents()).emit(final)
}

/** Uploads a file, reads `menu` from it, and waits for the preview. */
export async function reachPreview(user: User, menu: AnalysedMenu = buildAnalysedMenu()) {
  await runAnalysis(user, buildAnalysis({ status: 'done', phase: 'complete', progress: 100, result: menu }))
  await screen.findByRole('heading', { name: 'Vista previa de tu menú' }, { timeout: 3000 })
}

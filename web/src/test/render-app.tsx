import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Providers } from '../app/providers.tsx'
import { routes } from '../app/router.tsx'

/** Renders the whole app, its real routes included, at a path (query included, with optional history state). */
export function renderApp(path: string, state?: unknown) {
  const url = new URL(path, 'http://localhost')
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state }],
  })
  const user = userEvent.setup()
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, router, user }
}

/** Renders one element inside the app's providers and a router of its own: a component tested on its own. */
export function renderElement(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }])
  const user = userEvent.setup()
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, router, user }
}

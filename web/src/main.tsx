import '@fontsource-variable/inter'
import './styles.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { Providers } from './app/providers.tsx'
import { createAppRouter, routes } from './app/router.tsx'
import { getCurrentLanguage, i18n, loadLanguage, startLanguage } from './lib/i18n.ts'

/**
 * Loads the code of the routes this address shows before the router starts, so that its first render is the
 * page itself rather than the loading fallback: the render that must match the landing's prerendered markup.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

/**
 * React's report of a part it could not hydrate and rendered anew instead. Once the visitor has changed the
 * language, the landing's sections not hydrated yet (they hydrate as they come near) still hold markup of
 * the other language: rendering them anew is what must happen, not an error.
 */
function reportUnlessOtherLanguage(error: unknown): void {
  const markupLanguage = document.getElementById('root')?.dataset.prerendered
  if (getCurrentLanguage() !== markupLanguage) return
  reportError(error)
}

async function start(container: HTMLElement): Promise<void> {
  // Only the language shown is downloaded; the toggle loads the other one when it is asked for.
  const language = startLanguage()
  await loadLanguage(language)
  await i18n.changeLanguage(language)
  // The landing comes rendered at build time (scripts/build-web.ts); hydrated when it is in the language the
  // app starts in, replaced otherwise.
  const isPrerendered = container.dataset.prerendered === getCurrentLanguage()
  if (isPrerendered) await loadMatchedRoutes()
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>
  )
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a phone can scroll and tap the landing while it becomes interactive.
  if (isPrerendered) {
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportUnlessOtherLanguage }))
  } else {
    // Markup in another language is dropped first: the landing's lower sections look for their own
    // elements to know when to come, and must not find the ones about to go.
    container.replaceChildren()
    createRoot(container).render(app)
  }
}

void start(document.getElementById('root')!)

import '@fontsource-variable/inter'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Providers } from './app/providers.tsx'
import { createQueryClient } from './app/query-client.ts'
import { createAppRouter } from './app/router.tsx'
import { i18n, loadLanguage, startLanguage } from './lib/i18n.ts'

// The app of every page but the landing's first load: `/` arrives as static HTML with small islands of its own
// (web/src/app/landing-islands/), and this app draws the landing only when it is reached from another page.
async function start(container: HTMLElement): Promise<void> {
  // Only the language shown is downloaded; the toggle loads the other one when it is asked for.
  const language = startLanguage()
  const messages = loadLanguage(language)
  // Made before the messages have arrived, the router starts downloading the page's code and its loaders start
  // the page's requests meanwhile, rather than after them (docs/decisions/069-the-dashboards-first-load.md).
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  await messages
  await i18n.changeLanguage(language)
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}

void start(document.getElementById('root')!)

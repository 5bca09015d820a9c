// Build-time rendering of the landing (docs/decisions/018-landing-rendered-at-build-time.md): built by Vite
// as a server bundle and run once per language by scripts/build-web.ts, so that `/` has its content before
// (and without) any JavaScript.
import { type ReactNode, StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { addMessages, i18n, type Language } from '../../lib/i18n.ts'
import { en, es } from '../../locales/messages.ts'
import { Providers } from '../providers.tsx'
import { routes } from '../router.tsx'

export type RenderedLanding = { markup: string; title: string; description: string }

addMessages({ es, en })

export async function renderLanding(language: Language): Promise<RenderedLanding> {
  await i18n.changeLanguage(language)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://vitrina.invalid/'))
  if (context instanceof Response) throw new Error(`the landing answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  // The same tree as web/src/main.tsx renders, so the browser hydrates this markup instead of replacing it.
  // No hydration data script (`hydrate={false}`): the landing has no loaders, and the CSP allows no inline
  //   // script.
  const markup = await renderMarkup(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  )
  return {
    markup,
    title: i18n.t('app.landingDocumentTitle'),
    description: i18n.t('app.landingDescription'),
  }
}

/**
 * The markup of the whole page, the parts the browser loads later (the contact form) included rather than
 * their fallbacks. A first prerender waits for those parts' code, which settles their lazy components; the
 * string is rendered then, inline. (A prerender's own output would put them after the page, with an inline
 * script the CSP refuses.)
 */
async function renderMarkup(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  for await (const _chunk of prelude) {
    // Drained only: what matters is that every lazy part has loaded.
  }
  const markup = renderToString(element)
  // `<!--$?-->` marks a Suspense boundary sent as its fallback, `<!--$!-->` one that failed.
  if (/<!--\$[?!]-->/.test(markup)) throw new Error('a part of the landing did not render at build time')
  return markup
}

// Build-time rendering of the landing (docs/decisions/018-landing-rendered-at-build-time.md): built by Vite
// as a server bundle and run once per language by scripts/build-web.ts, so that `/` has its content before
// (and without) any JavaScript.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { i18n, type Language } from '../../lib/i18n.ts'
import { Providers } from '../providers.tsx'
import { routes } from '../router.tsx'

export type RenderedLanding = { markup: string; title: string; description: string }

export async function renderLanding(language: Language): Promise<RenderedLanding> {
  await i18n.changeLanguage(language)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://vitrina.invalid/'))
  if (context instanceof Response) throw new Error(`the landing answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  // The same tree as web/src/main.tsx renders, so the browser hydrates this markup instead of replacing it.
  // No hydration data script (`hydrate={false}`): the landing has no loaders, and the CSP allows no inline
  // script.
  const markup = renderToString(
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

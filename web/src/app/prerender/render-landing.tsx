// Build-time rendering of the landing (docs/decisions/018-landing-rendered-at-build-time.md,
// 067-a-static-landing-with-islands.md): built by Vite as a server bundle and run by scripts/build-web.ts
// for each language, so that `/` has its content before (and without) any JavaScript.
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { ContactForm } from '../../features/leads/components/contact-form.tsx'
import { addMessages, i18n, type Language } from '../../lib/i18n.ts'
import { en, es } from '../../locales/messages.ts'
import { IslandFrame, type IslandName, islandIdPrefix } from '../landing-islands/island-frame.tsx'
import { landingLocation } from '../landing-islands/leaving-router.tsx'
import { StaticLanding } from '../landing-islands/static-landing.tsx'
import { LandingDemo } from '../routes/landing-demo.tsx'

export type RenderedLanding = { markup: string; title: string; description: string }

addMessages({ es, en })

function checked(markup: string): string {
  // `<!--$?-->` marks a Suspense boundary sent as its fallback, `<!--$!-->` one that failed.
  if (/<!--\$[?!]-->/.test(markup)) throw new Error('a part of the landing did not render at build time')
  return markup
}

/** An island's markup, in the frame and with the ids the browser will hydrate it with (mount-island.tsx). */
function renderIsland(name: IslandName, island: ReactNode): string {
  const frame = <IslandFrame location={landingLocation}>{island}</IslandFrame>
  return checked(renderToString(frame, { identifierPrefix: islandIdPrefix(name) }))
}

/**
 * The landing's markup in `language`. `supportEmail`: the address to show in the contact section and the
 * footer (the build passes a placeholder the server fills in), or none where the server has none.
 */
export async function renderLanding(language: Language, supportEmail?: string): Promise<RenderedLanding> {
  await i18n.changeLanguage(language)
  const islands = {
    upload: renderIsland('upload', <LandingDemo />),
    contact: renderIsland('contact', <ContactForm />),
  }
  const markup = renderToString(
    <IslandFrame location={landingLocation}>
      <StaticLanding islands={islands} supportEmail={supportEmail} />
    </IslandFrame>,
  )
  return {
    markup: checked(markup),
    title: i18n.t('app.landingDocumentTitle'),
    description: i18n.t('app.landingDescription'),
  }
}

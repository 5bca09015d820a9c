import { type ReactNode, StrictMode } from 'react'
import type { Location } from 'react-router'
import { Providers } from '../providers.tsx'
import { LeavingRouter } from './leaving-router.tsx'

/** The islands of the static landing (`data-island`); the chat's is drawn by the page, the others on their own. */
export type IslandName = 'upload' | 'contact' | 'chat'

/**
 * The ids an island's components make (`upload-r0`…): the page around keeps the ids the build gave its own
 * markup, which the island's would otherwise repeat, and a label or description would point at another element.
 */
export const islandIdPrefix = (name: IslandName) => `${name}-`

/**
 * What an island's component is rendered in, the same at build time and in the browser (so that the browser
 * hydrates the markup it was sent): the app's providers and a router whose every navigation leaves the page.
 */
export function IslandFrame({ children, location }: { children: ReactNode; location: Location }) {
  return (
    <StrictMode>
      <Providers>
        <LeavingRouter location={location}>{children}</LeavingRouter>
      </Providers>
    </StrictMode>
  )
}

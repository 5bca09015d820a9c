import type { ReactNode } from 'react'
import { createPath, type Location, type Navigator, Router, type To } from 'react-router'

/** The history entry as React Router's browser history writes it, so that the app finds `state` there. */
type HistoryEntry = { usr: unknown; key: string; idx: number }

function hrefOf(to: To): string {
  return typeof to === 'string' ? to : createPath(to)
}

/**
 * Goes to another page of the app as a document load: the static landing holds no router of its own. The
 * state a link or a navigation carries ({ fromLogin, menuProcessed } after signing in) is written into the
 * history entry first, where the app's router reads it as the new page's `location.state`.
 */
function leave(to: To, state: unknown, mode: 'push' | 'replace'): void {
  const current = window.history.state as Partial<HistoryEntry> | null
  const index = current?.idx ?? 0
  // The key of an entry a document load made ('default'): the app's scroll restoration keeps such pages'
  // positions by their address (lib/scroll.ts), as it must for a page loaded anew.
  const entry: HistoryEntry = { usr: state ?? null, key: 'default', idx: mode === 'push' ? index + 1 : index }
  if (mode === 'push') window.history.pushState(entry, '', hrefOf(to))
  else window.history.replaceState(entry, '', hrefOf(to))
  window.location.reload()
}

const leavingNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to, state) => leave(to, state, 'push'),
  replace: (to, state) => leave(to, state, 'replace'),
}

/** The landing's address as the build renders it: no window there. */
export const landingLocation: Location = { pathname: '/', search: '', hash: '', state: null, key: 'landing' }

/** Where the browser is, with the state its history entry carries. */
export function currentLocation(): Location {
  const { pathname, search, hash } = window.location
  const state = (window.history.state as Partial<HistoryEntry> | null)?.usr ?? null
  return { pathname, search, hash, state, key: 'landing' }
}

/**
 * The router context of a landing island: its links and `navigate` work as in the app (`<Link>` renders
 * the same `<a href>`), and whatever leaves the landing loads that page.
 */
export function LeavingRouter({ children, location }: { children: ReactNode; location: Location }) {
  return (
    <Router location={location} navigator={leavingNavigator}>
      {children}
    </Router>
  )
}

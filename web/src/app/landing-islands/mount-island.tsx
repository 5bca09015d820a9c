import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { i18n, isLanguage, loadLanguage } from '../../lib/i18n.ts'
import { IslandFrame, type IslandName, islandIdPrefix } from './island-frame.tsx'
import { currentLocation } from './leaving-router.tsx'

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'

let appStylesheet: Promise<void> | undefined

/**
 * The app's whole stylesheet, which the islands' later views (progress, review, dialogs, the chat panel) are
 * drawn with: the page itself came with only the rules its static markup uses, inline. Its address is on
 * #root (written by the build).
 */
function loadAppStylesheet(): Promise<void> {
  appStylesheet ??= new Promise((resolve) => {
    const href = document.getElementById('root')?.dataset.appStylesheet
    if (!href) return resolve()
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
    // A sheet that fails to load leaves the island unstyled in its later views, not unusable.
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => resolve())
    document.head.append(link)
  })
  return appStylesheet
}

/**
 * The island speaks the language its markup is in (`#root`'s, written by the build and kept by an in-place
 * switch), whatever another tab or the address has chosen meanwhile: it must match what it hydrates.
 */
async function prepareLanguage(): Promise<void> {
  const language = document.getElementById('root')?.dataset.prerendered
  if (!isLanguage(language)) return
  await loadLanguage(language)
  await i18n.changeLanguage(language)
}

/** Which of the container's controls has the focus, by its place among them (-1: none). */
function focusedPlace(container: HTMLElement): number {
  const focused = document.activeElement
  if (!focused || !container.contains(focused)) return -1
  return [...container.querySelectorAll(FOCUSABLE)].indexOf(focused)
}

type Options = {
  /**
   * Whether the container holds the island's own markup, rendered at build time in the same frame: the
   * browser then hydrates it, and keeps its elements (a file chosen, text typed, the focus). Otherwise the
   * component replaces what is there.
   */
  hydrate: boolean
  /** Runs once the component's elements are in the page. */
  afterMount?: () => void
}

/**
 * Brings one part of the static landing to life as the app's component. `island` is asked for the
 * component at the last moment, when the static part can still be read. Where the component had to replace
 * the markup, the control that had the focus there (a keyboard user who tabbed in) has it again.
 */
export async function mountIsland(
  container: HTMLElement,
  name: IslandName,
  island: () => ReactNode,
  { hydrate, afterMount }: Options,
): Promise<void> {
  await Promise.all([loadAppStylesheet(), prepareLanguage()])
  const place = focusedPlace(container)
  const frame = <IslandFrame location={currentLocation()}>{island()}</IslandFrame>
  const identifierPrefix = islandIdPrefix(name)
  if (hydrate) {
    flushSync(() => void hydrateRoot(container, frame, { identifierPrefix }))
  } else {
    const root = createRoot(container, { identifierPrefix })
    flushSync(() => root.render(frame))
  }
  // The language toggle switches in place, keeping this element (and the visitor's work in it), once any
  // island is live (switch-language-in-place.ts).
  container.dataset.islandLive = ''
  afterMount?.()
  const focusable = container.querySelectorAll<HTMLElement>(FOCUSABLE)[place]
  if (place >= 0 && focusable !== document.activeElement) focusable?.focus()
}

import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { whenNear } from '../../lib/when-near.ts'

let releaseAll: () => void = () => {}
const released = new Promise<void>((resolve) => {
  releaseAll = resolve
})

/**
 * A section of the landing that the browser hydrates only as a reader nears it (its element, by id). Until
 * then React leaves the markup rendered at build time as it is: it reads the same, and its links and
 * `<details>` work without the app. The landing's start then hydrates only what the first screen shows
 * (docs/decisions/030-landing-performance.md).
 *
 * Rendered in the browser from scratch (no such element yet), the section comes at once.
 */
export function hydratedWhenNear(elementId: string, Section: ComponentType): ComponentType {
  const Deferred = lazy(async () => {
    await Promise.race([whenNear(elementId), released])
    return { default: Section }
  })
  // One element for the page's life, so that a render of the page above is no update to the boundary (an
  // update would make React drop the markup before the section is hydrated).
  const element = (
    <Suspense fallback={null}>
      <Deferred />
    </Suspense>
  )
  return function DeferredSection() {
    return element
  }
}

/**
 * Lets every deferred section come once the page's language has changed. Only then, after React has
 * committed the change: the sections not hydrated yet render anew in the new language rather than hydrate
 * markup of the old one (which React would report as a mismatch).
 */
export function useReleaseDeferredOnLanguageChange(): void {
  const { i18n } = useTranslation()
  const startLanguage = useRef(i18n.language)
  useEffect(() => {
    if (i18n.language !== startLanguage.current) releaseAll()
  }, [i18n.language])
}

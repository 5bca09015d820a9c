import { type ComponentType, lazy, Suspense } from 'react'
import { i18n } from '../../lib/i18n.ts'
import { whenNear } from '../../lib/when-near.ts'

function whenLanguageChanges(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('languageChanged', done)
      resolve()
    }
    i18n.on('languageChanged', done)
  })
}

/**
 * A section of the landing that the browser hydrates only as a reader nears it (its element, by id), or as
 * the language changes (then it must render anew anyway). Until then React leaves the markup rendered at
 * build time as it is: it reads the same, and its links and `<details>` work without the app. The landing's
 * start then hydrates only what the first screen shows (docs/decisions/023-landing-performance.md).
 *
 * Rendered in the browser from scratch (no such element yet), the section comes at once.
 */
export function hydratedWhenNear(elementId: string, Section: ComponentType): ComponentType {
  const Deferred = lazy(async () => {
    await Promise.race([whenNear(elementId), whenLanguageChanges()])
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

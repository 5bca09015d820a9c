import { LandingDemo } from '../routes/landing-demo.tsx'
import { mountIsland } from './mount-island.tsx'

/**
 * The static landing's menu upload widget becomes the app's. A file the visitor chose in the static picker is
 * still in it; one dropped on the static page (which no element holds) is handed over.
 */
export function mountUpload(container: HTMLElement, droppedFile: () => File | undefined): Promise<void> {
  return mountIsland(
    container,
    'upload',
    () => {
      const picked = container.querySelector<HTMLInputElement>('input[type=file]')?.files?.[0]
      return <LandingDemo pendingFile={picked ?? droppedFile()} />
    },
    { hydrate: true },
  )
}

import { ContactForm } from '../../features/leads/components/contact-form.tsx'
import { readFormValues, restoreFormValues } from './form-values.ts'
import { mountIsland } from './mount-island.tsx'

/**
 * The static landing's contact form becomes the app's, with whatever the visitor already typed into the
 * fields named in `edited`.
 */
export async function mountContact(container: HTMLElement, edited: ReadonlySet<string>): Promise<void> {
  let typed: ReturnType<typeof readFormValues> = []
  await mountIsland(
    container,
    'contact',
    () => {
      typed = readFormValues(container, edited)
      return <ContactForm />
    },
    { hydrate: true, afterMount: () => restoreFormValues(container, typed) },
  )
}

import { whenNear } from '../../lib/when-near.ts'

// When each island of the static landing comes: the upload widget when a visitor reaches for it, the contact
// form as the reader nears it, the chat when its bubble is pressed. Until then their static markup stands,
// and nothing but this file's few lines has been downloaded.

/** An island not yet brought to life (mount-island.tsx marks the live ones `data-island-live`). */
const staticContainerOf = (root: ParentNode, name: string) =>
  root.querySelector<HTMLElement>(`[data-island="${name}"]:not([data-island-live])`)

/** The islands being downloaded and mounted now. */
const loading = new Set<Promise<void>>()

/**
 * Resolves once no island is on its way: the language toggle waits for one a visitor has just reached for
 * (a file chosen in the static picker is in it), to keep it rather than load the page again.
 */
export async function whenIslandsSettled(): Promise<void> {
  await Promise.all(loading)
}

/** Runs `load` once; a failed download (a dropped connection) lets the next attempt try again. */
function once(load: () => Promise<void>): () => void {
  let attempt: Promise<void> | undefined
  return () => {
    if (attempt) return
    const current = load().catch((error: unknown) => {
      attempt = undefined
      reportError(error)
    })
    attempt = current
    loading.add(current)
    void current.finally(() => loading.delete(current))
  }
}

const uploadIntents = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'dragenter'] as const

/**
 * The widget comes on the first sign that someone is about to use it, or when a file is chosen in the static
 * picker (which keeps it until then). A file dropped on the static one is kept and handed over; the drop is
 * caught so that the browser does not open the file.
 */
function startUpload(container: HTMLElement): void {
  let droppedFile: File | undefined
  let isMounted = false
  const mount = once(async () => {
    const { mountUpload } = await import('./upload-island.tsx')
    await mountUpload(container, () => droppedFile)
    isMounted = true
  })
  for (const name of uploadIntents) container.addEventListener(name, mount, { once: true, passive: true })
  container.addEventListener('change', mount)
  container.addEventListener('dragover', (event) => {
    if (!isMounted) event.preventDefault()
  })
  container.addEventListener('drop', (event) => {
    if (isMounted) return
    event.preventDefault()
    droppedFile = event.dataTransfer?.files[0] ?? droppedFile
    mount()
  })
}

/** The form comes as the reader nears it; what was typed into it before is noted, to be handed over. */
function startContact(container: HTMLElement): void {
  const edited = new Set<string>()
  const note = (event: Event) => {
    const name = (event.target as { name?: unknown }).name
    if (typeof name === 'string' && name) edited.add(name)
  }
  container.addEventListener('input', note)
  container.addEventListener('change', note)
  const mount = once(async () => {
    const { mountContact } = await import('./contact-island.tsx')
    await mountContact(container, edited)
    container.removeEventListener('input', note)
    container.removeEventListener('change', note)
  })
  void whenNear('contacto').then(mount)
}

/** The bubble shows once this script runs (without it, it could do nothing); pressed, the chat opens. */
function startChat(container: HTMLElement): void {
  const bubble = container.querySelector('button')
  if (!bubble) return
  const load = () => import('./chat-island.tsx')
  const open = once(async () => {
    const { mountChat } = await load()
    await mountChat(container, true)
  })
  bubble.addEventListener('pointerenter', () => void load(), { once: true })
  bubble.addEventListener('focus', () => void load(), { once: true })
  bubble.addEventListener('click', open)
  container.hidden = false
}

/** Readies the islands of `root` that are not live yet (a live one, moved into new markup, is left as it is). */
export function startIslands(root: ParentNode): void {
  const upload = staticContainerOf(root, 'upload')
  const contact = staticContainerOf(root, 'contact')
  const chat = staticContainerOf(root, 'chat')
  if (upload) startUpload(upload)
  if (contact) startContact(contact)
  if (chat) startChat(chat)
}

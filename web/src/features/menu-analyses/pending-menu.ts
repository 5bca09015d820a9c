import { type ReviewedMenu, ReviewedMenuSchema } from '#domain/menu-analyses/reviewed-menu.schema.ts'

// A visitor's reviewed menu waits in local storage under `analyzedMenu` (docs/product-spec.md §4 "Preview",
// §7) while they sign in or register; it becomes a catalogue afterwards.

/** The local storage key of docs/product-spec.md §7. */
export const pendingMenuKey = 'analyzedMenu'
/**
 * Beside it, the name this kept menu goes by when it is sent (an Idempotency-Key): sent again after a lost
 * answer, it still makes one catalogue.
 */
export const pendingMenuImportKey = 'analyzedMenuImportKey'

/** Keeps the reviewed menu on this device until the visitor has an account; false when storage is blocked or full. */
export function savePendingMenu(menu: ReviewedMenu): boolean {
  try {
    localStorage.setItem(pendingMenuKey, JSON.stringify(menu))
    localStorage.setItem(pendingMenuImportKey, crypto.randomUUID())
    return true
  } catch {
    return false
  }
}

/** The kept menu, or null when there is none or what is kept is not a reviewed menu (an older format, edited by hand). */
export function readPendingMenu(): ReviewedMenu | null {
  let stored: string | null
  try {
    stored = localStorage.getItem(pendingMenuKey)
  } catch {
    // Storage can be blocked (private modes, strict settings): then nothing was kept.
    return null
  }
  if (stored === null) return null
  try {
    const parsed = ReviewedMenuSchema.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The kept menu's import key; one is made and kept for a menu saved before keys existed. */
export function readPendingMenuImportKey(): string {
  try {
    const stored = localStorage.getItem(pendingMenuImportKey)
    if (stored) return stored
    const made = crypto.randomUUID()
    localStorage.setItem(pendingMenuImportKey, made)
    return made
  } catch {
    // Storage is blocked: then there is no kept menu to import either; a key for this one attempt.
    return crypto.randomUUID()
  }
}

/** Forgets the kept menu (once it became a catalogue). */
export function clearPendingMenu(): void {
  try {
    localStorage.removeItem(pendingMenuKey)
    localStorage.removeItem(pendingMenuImportKey)
  } catch {
    // Nothing could have been kept either.
  }
}

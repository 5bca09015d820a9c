import { type RefObject, useEffect, useRef } from 'react'

const fieldSelector = 'input:not([hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])'

/**
 * The field a view starts on: the one marked `data-first-field` (the code sign-in starts on Email, which
 * every visitor types, rather than on the optional name above it), else the first field.
 */
function findStartField(container: HTMLElement | null) {
  return (
    container?.querySelector<HTMLElement>('[data-first-field]:not([disabled])') ??
    container?.querySelector<HTMLElement>(fieldSelector)
  )
}

/**
 * Moves focus to the start field inside `container` whenever `key` changes (a step or view replaced the
 * content), but not on the first render: a page that just opened leaves focus where the browser put it.
 */
export function useFocusOnChange(container: RefObject<HTMLElement | null>, key: string) {
  const previous = useRef(key)
  useEffect(() => {
    if (previous.current === key) return
    previous.current = key
    findStartField(container.current)?.focus()
  }, [container, key])
}

/** Focuses the start field inside `container` (a dialog view that just opened). */
export function focusFirstField(container: HTMLElement | null) {
  findStartField(container)?.focus()
}

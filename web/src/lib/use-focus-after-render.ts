import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Focuses an element by id once the next render is on screen: the moved category's button in its new place,
 * the next product after one was deleted. Answers the function that asks for it; a missing id is ignored.
 */
export function useFocusAfterRender() {
  const target = useRef<string | null>(null)
  const [, rerender] = useState(0)
  useLayoutEffect(() => {
    if (!target.current) return
    document.getElementById(target.current)?.focus()
    target.current = null
  })
  return (id: string) => {
    target.current = id
    rerender((count) => count + 1)
  }
}

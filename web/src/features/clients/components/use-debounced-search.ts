import { useCallback, useEffect, useRef, useState } from 'react'

/** How long the search box waits after the last key before it asks the server. */
export const SEARCH_DELAY_MS = 300

/**
 * The search box's text, sent `SEARCH_DELAY_MS` after the owner stops typing (or at once with `sendNow`,
 * on Enter). The address holds the search that was sent: when it changes from outside (the back button,
 * "Borrar búsqueda") the box follows it, while the echo of what the box itself sent never overwrites keys
 * typed since.
 */
export function useDebouncedSearch(search: string, onSearch: (search: string) => void) {
  const [typed, setTyped] = useState(search)
  const sent = useRef(search)
  const latestOnSearch = useRef(onSearch)
  useEffect(() => {
    latestOnSearch.current = onSearch
  })

  useEffect(() => {
    if (search === sent.current) return
    sent.current = search
    setTyped(search)
  }, [search])

  const send = useCallback((text: string) => {
    const value = text.trim()
    if (value === sent.current) return
    sent.current = value
    latestOnSearch.current(value)
  }, [])

  useEffect(() => {
    if (typed.trim() === sent.current) return
    const timer = setTimeout(() => send(typed), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed, send])

  return { typed, setTyped, sendNow: () => send(typed) }
}

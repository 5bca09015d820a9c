import { useEffect, useState } from 'react'

/**
 * The time now (milliseconds), renewed every `intervalMs`: "Editado hace 5 minutos" stays true while the page
 * stays open.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

import { useSyncExternalStore } from 'react'
import { DEFAULT_TIME_ZONE, isTimeZone } from '#domain/settings/time-zones.ts'

/** Kept on this device, so the dates of the next load are in the owner's zone before their settings arrive. */
export const timeZoneStorageKey = 'timeZone'

const listeners = new Set<() => void>()

function readStoredZone(): string {
  try {
    const stored = localStorage.getItem(timeZoneStorageKey)
    return stored && isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE
  } catch {
    return DEFAULT_TIME_ZONE
  }
}

let zone = typeof window === 'undefined' ? DEFAULT_TIME_ZONE : readStoredZone()

/**
 * Reads the zone this device remembers again, as a page loaded anew does. The web tests share this module
 * across their files (one module registry per worker), so each test begins as a fresh page through this.
 */
export function reloadDisplayTimeZone(): void {
  zone = readStoredZone()
}

export function getDisplayTimeZone(): string {
  return zone
}

/** Makes `next` the zone the owner's own dates are shown in, here and on the next load. */
export function setDisplayTimeZone(next: string): void {
  if (next === zone || !isTimeZone(next)) return
  zone = next
  try {
    localStorage.setItem(timeZoneStorageKey, next)
  } catch {
    // Not being able to remember it must not stop it applying now.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The IANA zone the owner chose in Configuración → General (America/Bogota until they do), for the dates
 * that are the owner's own: when they sent a message, when a session was last active, when a file was
 * analysed. Not for the business's bookings and promotions, which keep the business's own zone.
 */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(subscribe, getDisplayTimeZone, () => DEFAULT_TIME_ZONE)
}

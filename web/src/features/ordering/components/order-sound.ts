import { useCallback, useEffect, useRef, useState } from 'react'

/** Where this device remembers whether new orders chime ("off"); on unless switched off. */
export const orderSoundStorageKey = 'ordersSound'

function readSoundPreference(): boolean {
  try {
    return localStorage.getItem(orderSoundStorageKey) !== 'off'
  } catch {
    return true
  }
}

/** Whether new orders chime on this device, and the switch, remembered across visits. */
export function useOrderSoundPreference(): [boolean, (isOn: boolean) => void] {
  const [isOn, setOn] = useState(readSoundPreference)
  const change = useCallback((next: boolean) => {
    setOn(next)
    try {
      localStorage.setItem(orderSoundStorageKey, next ? 'on' : 'off')
    } catch {
      // Not being able to remember it must not stop it applying now.
    }
  }, [])
  return [isOn, change]
}

/** Two short rising tones (880 Hz then 1320 Hz, 0.15 s each), soft at both ends so they do not click. */
function playChime(context: AudioContext) {
  const start = context.currentTime
  for (const [index, frequency] of [880, 1320].entries()) {
    const at = start + index * 0.18
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(at)
    oscillator.stop(at + 0.16)
  }
}

/**
 * The chime of a new order, made with the Web Audio API (no file to download). Browsers let a page make sound
 * only after a person has used it, so the audio starts at the first tap or key press here; until then, and
 * where there is no Web Audio, the chime is silent.
 */
export function useOrderChime(): () => void {
  const context = useRef<AudioContext | null>(null)
  useEffect(() => {
    if (typeof AudioContext === 'undefined') return
    const start = () => {
      context.current ??= new AudioContext()
      void context.current.resume()
    }
    window.addEventListener('pointerdown', start, { once: true })
    window.addEventListener('keydown', start, { once: true })
    return () => {
      window.removeEventListener('pointerdown', start)
      window.removeEventListener('keydown', start)
      void context.current?.close()
      context.current = null
    }
  }, [])
  return useCallback(() => {
    if (context.current?.state === 'running') playChime(context.current)
  }, [])
}

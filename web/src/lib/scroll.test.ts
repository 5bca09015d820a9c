import type { Location } from 'react-router'
import { describe, expect, it } from 'vitest'
import { scrollPositionKey } from './scroll.ts'

function at(key: string, pathname: string, hash = '', search = ''): Location {
  return { key, pathname, hash, search, state: null }
}

describe('scrollPositionKey', () => {
  it('keeps pages loaded anew apart by their address, section included', () => {
    expect(scrollPositionKey(at('default', '/'))).toBe('/')
    expect(scrollPositionKey(at('default', '/', '#contacto'))).toBe('/#contacto')
    expect(scrollPositionKey(at('default', '/privacy', '', '?lang=en'))).toBe('/privacy?lang=en')
  })

  it('keeps an entry made in the app under its own key, as the router does', () => {
    expect(scrollPositionKey(at('x7k2p9', '/dashboard'))).toBe('x7k2p9')
  })
})

import { describe, expect, it } from 'vitest'
import { PageCache, preparePage, REVALIDATE_AFTER_MS } from './page-cache.ts'

const page = (html: string) => preparePage({ html, csp: "default-src 'none'" })

describe('PageCache', () => {
  it('serves a page with no check for a few seconds, then only while its version holds', () => {
    const cache = new PageCache()
    const first = page('<p>v1</p>')
    cache.set('cafe\nes', { businessId: 'b1', version: 'v1', page: first, checkedAt: 0, expiresAt: null })
    expect(cache.getRecent('cafe\nes', REVALIDATE_AFTER_MS - 1)).toBe(first)
    // Past the window a server must ask the database: another server may have seen an edit.
    expect(cache.getRecent('cafe\nes', REVALIDATE_AFTER_MS)).toBeUndefined()
    expect(cache.get('cafe\nes', 'v2', REVALIDATE_AFTER_MS)).toBeUndefined()
    expect(cache.get('cafe\nes', 'v1', REVALIDATE_AFTER_MS)).toBe(first)
    expect(cache.getRecent('cafe\nes', REVALIDATE_AFTER_MS + 1)).toBe(first)
  })

  it('forgets every page of a business at once, and only of that business', () => {
    const cache = new PageCache()
    cache.set('cafe\nes', { businessId: 'b1', version: 'v1', page: page('a'), checkedAt: 0, expiresAt: null })
    cache.set('cafe\nen', { businessId: 'b1', version: 'v1', page: page('b'), checkedAt: 0, expiresAt: null })
    cache.set('bar\nes', { businessId: 'b2', version: 'v1', page: page('c'), checkedAt: 0, expiresAt: null })
    cache.forgetBusiness('b1')
    expect(cache.getRecent('cafe\nes', 1)).toBeUndefined()
    expect(cache.getRecent('cafe\nen', 1)).toBeUndefined()
    expect(cache.getRecent('bar\nes', 1)).toBeDefined()
  })

  it('stops serving a page at its expiry, even within the check window and with its version unchanged', () => {
    const cache = new PageCache()
    const before = page('<p>sin promoción</p>')
    cache.set('cafe\nes', { businessId: 'b1', version: 'v1', page: before, checkedAt: 0, expiresAt: 1000 })
    expect(cache.getRecent('cafe\nes', 999)).toBe(before)
    expect(cache.get('cafe\nes', 'v1', 999)).toBe(before)
    expect(cache.getRecent('cafe\nes', 1000)).toBeUndefined()
    expect(cache.get('cafe\nes', 'v1', 1000)).toBeUndefined()
  })
})

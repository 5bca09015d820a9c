import { describe, expect, it } from 'vitest'
import { PageCache, preparePage, REVALIDATE_AFTER_MS } from './page-cache.ts'

const page = (html: string) => preparePage({ html, csp: "default-src 'none'" })

describe('PageCache', () => {
  it('serves a page with no check for a few seconds, then only while its version holds', () => {
    const cache = new PageCache()
    const first = page('<p>v1</p>')
    cache.set('cafe\nes', { businessId: 'b1', version: 'v1', page: first, checkedAt: 0 })
    expect(cache.getRecent('cafe\nes', REVALIDATE_AFTER_MS - 1)).toBe(first)
    // Past the window a server must ask the database: another server may have seen an edit.
    expect(cache.getRecent('cafe\nes', REVALIDATE_AFTER_MS)).toBeUndefined()
    expect(cache.get('cafe\nes', 'v2', REVALIDATE_AFTER_MS)).toBeUndefined()
    expect(cache.get('cafe\nes', 'v1', REVALIDATE_AFTER_MS)).toBe(first)
    expect(cache.getRecent('cafe\nes', REVALIDATE_AFTER_MS + 1)).toBe(first)
  })

  it('forgets every page of a business at once, and only of that business', () => {
    const cache = new PageCache()
    cache.set('cafe\nes', { businessId: 'b1', version: 'v1', page: page('a'), checkedAt: 0 })
    cache.set('cafe\nen', { businessId: 'b1', version: 'v1', page: page('b'), checkedAt: 0 })
    cache.set('bar\nes', { businessId: 'b2', version: 'v1', page: page('c'), checkedAt: 0 })
    cache.forgetBusiness('b1')
    expect(cache.getRecent('cafe\nes', 1)).toBeUndefined()
    expect(cache.getRecent('cafe\nen', 1)).toBeUndefined()
    expect(cache.getRecent('bar\nes', 1)).toBeDefined()
  })
})

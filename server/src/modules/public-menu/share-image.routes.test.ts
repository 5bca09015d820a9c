import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { businesses, users } from '../../db/schema.ts'
import { newOwner, publicPagesApp } from './test-menu.ts'

const { app, open } = publicPagesApp()

/** The og:image of the menu's page, as a path on our server. */
async function shareImageOf(slug: string, query = ''): Promise<string> {
  const page = (await open(`/m/${slug}${query}`)).body
  const address = /<meta property="og:image" content="([^"]+)">/.exec(page)?.[1] ?? ''
  expect(address.startsWith('https://vitrina.example/')).toBe(true)
  return address.replace('https://vitrina.example', '').replaceAll('&amp;', '&')
}

/** A PNG's width and height in pixels, from its header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('the menu’s share image', () => {
  it('is a 1200×630 PNG at the address the page names, kept for good under its version', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Empanadas', price: '8000' })
    await owner.addProduct({ name: 'Bandeja paisa', price: '32000' })
    const page = (await open(`/m/${owner.slug}`)).body
    expect(page).toContain('<meta property="og:description" content="Empanadas · Bandeja paisa">')
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(page).toContain(`<meta property="og:url" content="https://vitrina.example/m/${owner.slug}">`)
    const path = await shareImageOf(owner.slug)
    expect(path).toMatch(new RegExp(`^/m/${owner.slug}/share\\.png\\?v=[\\w-]{16}$`))

    const image = await open(path)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 })
    const again = await open(path, { 'if-none-match': String(image.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it('is made again when the design changes, under a new version that chat apps fetch again', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Arepa', price: '5000' })
    const before = await shareImageOf(owner.slug)
    const first = await open(before)
    await owner.call('PUT', `/api/catalogues/${owner.catalogue.id}/design`, {
      background: '#102030',
      titleColour: '#ffffff',
      font: 'Lato',
    })
    const after = await shareImageOf(owner.slug)
    expect(after).not.toBe(before)
    const second = await open(after)
    expect(second.statusCode).toBe(200)
    expect(second.headers.etag).not.toBe(first.headers.etag)
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false)
    // The old address now answers the current image, to be checked again rather than kept.
    const old = await open(before)
    expect(old.rawPayload.equals(second.rawPayload)).toBe(true)
    expect(old.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it('names the English dishes in the English page’s image, under an address of its own', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Limonada', price: '6000', translations: { en: { name: 'Lemonade' } } })
    const english = (await open(`/m/${owner.slug}?lang=en`)).body
    expect(english).toContain('<meta property="og:description" content="Lemonade">')
    const path = await shareImageOf(owner.slug, '?lang=en')
    expect(path).toContain('&lang=en')
    expect(path).not.toBe(await shareImageOf(owner.slug, '?lang=es'))
    expect((await open(path)).headers['content-type']).toBe('image/png')
  })

  it('is not there for a menu that is not public', async () => {
    const owner = await newOwner(app())
    const [business] = await app()
      .database.db.select()
      .from(businesses)
      .where(eq(businesses.slug, owner.slug))
    await app()
      .database.db.update(users)
      .set({ emailVerified: false })
      .where(eq(users.id, business!.ownerUserId!))
    expect((await open(`/m/${owner.slug}/share.png`)).statusCode).toBe(404)
    expect((await open('/m/no-existe/share.png')).statusCode).toBe(404)
  })
})

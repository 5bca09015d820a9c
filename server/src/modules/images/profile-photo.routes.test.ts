import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageVariants } from '#domain/catalogues/image.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { sweepUnusedImages } from './media-sweep.ts'
import { solid } from './test-owner.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

async function newOwner(language = 'es') {
  const owner = await registerTestOwner(app, 'photo')
  const upload = (bytes: Buffer, type = 'image/png', name = 'foto.png') => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    return app.inject({
      method: 'PUT',
      url: '/api/profile/photo',
      payload: form,
      headers: { cookie: owner.cookie, 'accept-language': language },
    })
  }
  return { ...owner, upload }
}

const mediaFiles = async () => (await readdir(join(app.config.dataDir, 'media')).catch(() => [])).sort()
const fileOf = (address: string) => address.replace('/media/', '')

describe('PUT and DELETE /api/profile/photo', () => {
  it('crops the photo square, shows it in the profile and /api/me, and replaces and removes its files', async () => {
    const owner = await newOwner()
    const uploaded = await owner.upload(await solid(900, 600).png().toBuffer())
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const { photoUrl } = uploaded.json()
    expect(photoUrl).toMatch(/^\/media\/[0-9a-f-]{36}-640\.webp$/)
    for (const copy of imageVariants(photoUrl)) {
      const served = await app.inject({ method: 'GET', url: copy.address })
      expect(served.statusCode, copy.address).toBe(200)
      const { width, height } = await sharp(served.rawPayload).metadata()
      expect([width, height], copy.address).toEqual([Math.min(copy.width, 600), Math.min(copy.width, 600)])
    }
    expect((await owner.call('GET', '/api/me')).json().user.profilePicture).toBe(photoUrl)
    // The sweep keeps a photo someone has.
    expect(await sweepUnusedImages(app.database.db, app.files, Date.now() + 1e8)).toBe(0)

    const replaced = (await owner.upload(await solid(300, 500).webp().toBuffer(), 'image/webp')).json()
    const files = await mediaFiles()
    expect(files.some((name) => name.startsWith(fileOf(photoUrl).slice(0, 36)))).toBe(false)
    expect(files.filter((name) => name.startsWith(fileOf(replaced.photoUrl).slice(0, 36)))).toHaveLength(3)

    const removed = await owner.call('DELETE', '/api/profile/photo')
    expect(removed.json().photoUrl).toBeNull()
    expect(await mediaFiles()).not.toContain(fileOf(replaced.photoUrl))
    expect((await owner.call('GET', '/api/me')).json().user.profilePicture).toBeNull()
  })

  it('refuses a non-image (400) and a 20 MB upload (413) in the caller’s language, saving nothing', async () => {
    const owner = await newOwner('en')
    const before = await mediaFiles()
    const text = await owner.upload(Buffer.from('not a picture at all'), 'image/png')
    expect(text.statusCode).toBe(400)
    expect(text.json().error).toEqual({
      code: 'profile_photo_unsupported',
      message: 'This file is not a JPG, PNG or WebP photo. Choose another one.',
    })
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')
    expect((await owner.upload(svg, 'image/svg+xml')).json().error.code).toBe('profile_photo_unsupported')
    const huge = Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(20 * 1024 * 1024)])
    const tooLarge = await owner.upload(huge)
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error).toEqual({
      code: 'profile_photo_too_large',
      message: 'The photo is too large: up to 10 MB.',
    })
    expect((await owner.call('GET', '/api/profile')).json().photoUrl).toBeNull()
    expect(await mediaFiles()).toEqual(before)
  })

  it('changes only the session’s own photo', async () => {
    const owner = await newOwner()
    const other = await newOwner()
    const mine = (await owner.upload(await solid(64, 64).png().toBuffer())).json().photoUrl
    await other.call('DELETE', '/api/profile/photo')
    expect((await owner.call('GET', '/api/profile')).json().photoUrl).toBe(mine)
  })
})

import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { registerTestOwner } from '../../test/test-owner.ts'

// Shared by the images tests: an owner with a catalogue to put images on, and small images made by sharp.

export const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
export const png = () => solid(120, 80).png().toBuffer()
export const webp = () => solid(120, 80).webp().toBuffer()
export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><circle r="30" cx="30" cy="30"/></svg>',
)

export type FileOptions = { name?: string; type?: string }

/** A new owner with a catalogue, its first category and a product, and a way to call the API as them. */
export async function newOwner(app: FastifyInstance) {
  const { cookie, call } = await registerTestOwner(app, 'images')
  const upload = (
    url: string,
    bytes: Buffer,
    { name = 'imagen.png', type = 'image/png' }: FileOptions = {},
  ) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    return app.inject({ method: 'POST', url, payload: form, headers: { cookie, 'accept-language': 'es' } })
  }
  const catalogue = (await call('POST', '/api/catalogues', { template: 'clasico' })).json()
  const [category] = (await call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
  const product = (
    await call('POST', `/api/catalogues/${catalogue.id}/products`, {
      categoryId: category.id,
      name: 'Arepa',
      price: '8000',
    })
  ).json()
  return { call, upload, cookie, catalogue, category, product }
}

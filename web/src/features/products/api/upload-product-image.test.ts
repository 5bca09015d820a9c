// @vitest-environment node
// In Node, not jsdom: jsdom's File and FormData are not Node's, and Node's Request (which the typed client
// builds) would send such a form empty. A browser has one of each, as Node does.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api.ts'
import { i18n } from '../../../lib/i18n.ts'
import { apiError, mockApi } from '../../../test/api-mock.ts'

const product = {
  id: 'product-1',
  categoryId: 'category-1',
  name: 'Arepa',
  price: '8000',
  specialPrice: null,
  description: '',
  image: '/media/0b6c4f2e-8a5d-4c1b-9e7f-3a2d1c0b9a8f-640.webp',
  available: true,
  tags: [],
  availableDays: '',
  position: 0,
}

let uploadProductImage: typeof import('./upload-product-image.ts').uploadProductImage
let removeProductImage: typeof import('./remove-product-image.ts').removeProductImage
beforeAll(async () => {
  // The typed client takes the page's origin as its base; there is no page in Node.
  vi.stubGlobal('location', new URL('http://localhost/'))
  ;({ uploadProductImage } = await import('./upload-product-image.ts'))
  ;({ removeProductImage } = await import('./remove-product-image.ts'))
})

describe('image uploads', () => {
  it('send the file as multipart form data, with the session and the interface language', async () => {
    await i18n.changeLanguage('en')
    const calls = mockApi({ 'POST /api/products/product-1/image': { status: 200, body: product } })
    const file = new File(['png bytes'], 'arepa.png', { type: 'image/png' })
    expect(await uploadProductImage('product-1', file)).toEqual(product)
    const init = calls[0]?.init
    const body = init?.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect((body.get('file') as File).name).toBe('arepa.png')
    expect(init?.credentials).toBe('same-origin')
    const headers = new Headers(init?.headers)
    expect(headers.get('Accept-Language')).toBe('en')
    // Multipart with the boundary the form was written with; a JSON Content-Type would break the upload.
    expect(headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('throw the server’s refusal as an ApiError with its message', async () => {
    const message = 'Este archivo no es una imagen JPG, PNG o WebP. Elige otra.'
    mockApi({ 'POST /api/products/product-1/image': apiError(415, 'unsupported_product_image', message) })
    const error = await uploadProductImage('product-1', new File(['x'], 'x.png')).catch((caught) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 415, code: 'unsupported_product_image', message })
  })

  it('remove a picture with DELETE and answer the product', async () => {
    const calls = mockApi({
      'DELETE /api/products/product-1/image': { status: 200, body: { ...product, image: null } },
    })
    expect((await removeProductImage('product-1')).image).toBeNull()
    expect(calls[0]?.init?.body).toBeUndefined()
  })
})

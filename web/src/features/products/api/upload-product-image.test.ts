import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api.ts'
import { i18n } from '../../../lib/i18n.ts'
import { apiError, mockApi } from '../../../test/api-mock.ts'
import { removeProductImage } from './remove-product-image.ts'
import { uploadProductImage } from './upload-product-image.ts'

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
    // The browser writes the multipart Content-Type with its boundary; a JSON one would break the upload.
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en' })
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

import { describe, expect, it } from 'vitest'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import { mockApi } from '../../../test/api-mock.ts'
import { uploadDesignImage } from './upload-design-image.ts'

describe('design image uploads', () => {
  it('answer the whole design for a logo', async () => {
    const design = { ...DEFAULT_DESIGN, logo: '/media/0b6c4f2e-8a5d-4c1b-9e7f-3a2d1c0b9a8f-640.webp' }
    const calls = mockApi({
      'POST /api/catalogues/catalogue-1/design/images/logo': { status: 200, body: design },
    })
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })
    expect(await uploadDesignImage('catalogue-1', 'logo', file)).toEqual(design)
    expect(calls).toHaveLength(1)
  })
})

import { describe, expect, it } from 'vitest'
import {
  guessImageFormat,
  imageAcceptAttribute,
  imageAddress,
  imageVariantAddress,
  imageVariants,
  maxImageBytes,
} from './image.ts'

const id = '0b6c4f2e-8a5d-4c1b-9e7f-3a2d1c0b9a8f'

describe('the formats each kind takes', () => {
  it('offers JPG, PNG and SVG for brand images and JPG, PNG and WebP for products (docs/product-spec.md §2)', () => {
    expect(imageAcceptAttribute('brand')).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,image/svg+xml,.svg')
    expect(imageAcceptAttribute('product')).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp')
  })

  it('lets a raster weigh 8 MB and an SVG 1 MB', () => {
    expect(maxImageBytes('jpeg')).toBe(8 * 1024 * 1024)
    expect(maxImageBytes('svg')).toBe(1024 * 1024)
  })
})

describe('guessImageFormat', () => {
  it('believes the media type first, then the name when the browser gave none', () => {
    expect(guessImageFormat({ name: 'foto.png', type: 'image/jpeg' })).toBe('jpeg')
    expect(guessImageFormat({ name: 'logo.SVG', type: '' })).toBe('svg')
    expect(guessImageFormat({ name: 'plato.JPEG', type: 'application/octet-stream' })).toBe('jpeg')
    expect(guessImageFormat({ name: 'vieja.jpg', type: 'image/jpg' })).toBe('jpeg')
  })

  it('answers null for what no slot takes', () => {
    expect(guessImageFormat({ name: 'menu.pdf', type: 'application/pdf' })).toBeNull()
    expect(guessImageFormat({ name: 'foto.png', type: 'text/plain' })).toBeNull()
    expect(guessImageFormat({ name: 'foto.heic', type: '' })).toBeNull()
  })
})

describe('image addresses', () => {
  it('names each copy by its upload and width', () => {
    expect(imageAddress(id, 640)).toBe(`/media/${id}-640.webp`)
    expect(imageVariantAddress(`/media/${id}-640.webp`, 1280)).toBe(`/media/${id}-1280.webp`)
  })

  it('lists the three copies narrowest first, for srcset', () => {
    expect(imageVariants(`/media/${id}-320.webp`)).toEqual([
      { width: 320, address: `/media/${id}-320.webp` },
      { width: 640, address: `/media/${id}-640.webp` },
      { width: 1280, address: `/media/${id}-1280.webp` },
    ])
  })

  it('knows nothing of an address that is not ours', () => {
    expect(imageVariantAddress('https://example.com/a-640.webp', 320)).toBeNull()
    expect(imageVariants(`/media/../${id}-640.webp`)).toEqual([])
  })
})

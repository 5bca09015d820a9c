import { describe, expect, it } from 'vitest'
import { sniffFileType } from './sniff-type.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('sniffFileType', () => {
  it('knows a JPEG, a PNG and a PDF by their first bytes', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg')
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png')
    expect(sniffFileType(text('%PDF-1.7\n'))).toBe('pdf')
  })

  it('finds a PDF header within the first kilobyte', () => {
    expect(sniffFileType(text(`${' '.repeat(500)}%PDF-1.4`))).toBe('pdf')
    expect(sniffFileType(text(`${' '.repeat(1100)}%PDF-1.4`))).toBeUndefined()
  })

  it('refuses everything else, whatever it is called', () => {
    expect(sniffFileType(bytes())).toBeUndefined()
    expect(sniffFileType(text('GIF89a'))).toBeUndefined()
    expect(sniffFileType(text('<html><body>menu.pdf</body></html>'))).toBeUndefined()
    expect(sniffFileType(bytes(0xff, 0xd8))).toBeUndefined()
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined()
  })
})

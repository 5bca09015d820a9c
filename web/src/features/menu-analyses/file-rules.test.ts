import { describe, expect, it } from 'vitest'
import { checkMenuFile, maxMenuFileBytes, sniffType } from './file-rules.ts'
import { makeFile } from './test-fakes.ts'

describe('sniffType', () => {
  it('knows PDF, JPEG and PNG by their first bytes, and nothing else', () => {
    expect(sniffType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf')
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg')
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffType(new TextEncoder().encode('RIFF....WEBP'))).toBeNull()
    expect(sniffType(new Uint8Array([]))).toBeNull()
  })
})

describe('checkMenuFile', () => {
  it('takes PDF, JPEG and PNG files by their bytes, whatever they are named', async () => {
    expect(await checkMenuFile(makeFile('pdf', 'carta.pdf'))).toEqual({ type: 'application/pdf' })
    expect(await checkMenuFile(makeFile('jpeg', 'IMG_2041'))).toEqual({ type: 'image/jpeg' })
    expect(await checkMenuFile(makeFile('png', 'menu.PNG'))).toEqual({ type: 'image/png' })
  })

  it('refuses other files, even named like a menu file', async () => {
    expect(await checkMenuFile(makeFile('text', 'notas.txt'))).toEqual({ problem: 'unsupportedType' })
    expect(await checkMenuFile(new File(['<svg/>'], 'carta.pdf', { type: 'application/pdf' }))).toEqual({
      problem: 'unsupportedType',
    })
  })

  it('takes images only in scan mode', async () => {
    expect(await checkMenuFile(makeFile('jpeg', 'foto.jpg'), { isScan: true })).toEqual({
      type: 'image/jpeg',
    })
    expect(await checkMenuFile(makeFile('pdf', 'carta.pdf'), { isScan: true })).toEqual({
      problem: 'unsupportedType',
    })
  })

  it('refuses an empty file and a PDF over 15 MB; a big image is made smaller later instead', async () => {
    expect(await checkMenuFile(new File([], 'carta.pdf'))).toEqual({ problem: 'emptyFile' })
    expect(await checkMenuFile(makeFile('pdf', 'carta.pdf', maxMenuFileBytes + 1))).toEqual({
      problem: 'fileTooLarge',
    })
    expect(await checkMenuFile(makeFile('jpeg', 'foto.jpg', maxMenuFileBytes + 1))).toEqual({
      type: 'image/jpeg',
    })
  })
})

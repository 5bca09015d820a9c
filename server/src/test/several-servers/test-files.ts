import sharp from 'sharp'

/** A file as a form sends it. */
export type UploadedFile = { bytes: Uint8Array; type: string; name: string }

/** A PDF as the test reader takes it: its words say what it does (modules/menu-analyses/test-reader.ts). */
export const testPdf = (words: string): UploadedFile => ({
  bytes: Buffer.from(`%PDF-1.4 ${words}`),
  type: 'application/pdf',
  name: 'carta.pdf',
})

/** A small real PNG, different for each `seed` (0–255), as an owner's image picker sends it. */
export async function testPng(seed: number): Promise<UploadedFile> {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 120, b: 200 } },
  })
    .png()
    .toBuffer()
  return { bytes, type: 'image/png', name: `foto-${seed}.png` }
}

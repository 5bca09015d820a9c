import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageVariants } from '#domain/catalogues/image.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'
import { createLocalStore } from '../../shared/storage/local-store.ts'
import { findMediaKey, saveImageVariants } from './media-store.ts'

let root: string
let files: FileStore
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vitrina-media-'))
  files = createLocalStore(root)
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const copies = () =>
  new Map([
    [320, Buffer.from('small')],
    [640, Buffer.from('medium')],
    [1280, Buffer.from('large')],
  ] as const)

describe('saveImageVariants', () => {
  it('stores every copy under media/ with one random name, and answers the 640 copy’s address', async () => {
    const address = await saveImageVariants(files, copies())
    expect(address).toMatch(/^\/media\/[0-9a-f-]{36}-640\.webp$/)
    const stored = (await files.list('media/')).map((file) => file.key)
    expect(stored).toEqual(
      expect.arrayContaining(imageVariants(address).map((copy) => copy.address.slice(1))),
    )
  })

  it('leaves no copy behind when one of them cannot be written', async () => {
    const before = await files.list('media/')
    const failingOnLarge: FileStore = {
      ...files,
      put: (key, ...rest) =>
        key.endsWith('-1280.webp') ? Promise.reject(new Error('disk full')) : files.put(key, ...rest),
    }
    await expect(saveImageVariants(failingOnLarge, copies())).rejects.toThrow('disk full')
    expect(await files.list('media/')).toHaveLength(before.length)
  })
})

describe('findMediaKey', () => {
  it('answers the key of a name we could have made, and null for anything else', () => {
    const name = '0b6c1d1e-5a0f-4b8e-9a53-0f1e2d3c4b5a-320.webp'
    expect(findMediaKey(name)).toBe(`media/${name}`)
    for (const other of ['../x', 'notes.txt', `${name}/x`, name.replace('320', '321'), '']) {
      expect(findMediaKey(other)).toBeNull()
    }
  })
})

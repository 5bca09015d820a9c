import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { AnalysedMenu, ReadMenuOptions } from '../types.ts'
import { buildFailedMenu } from './failed-menu.ts'

/** The signature of readMenu in read-menu.ts, taken as an argument so the command lines can be tested without it. */
export type MenuReader = (bytes: Uint8Array, options?: ReadMenuOptions) => Promise<AnalysedMenu>

/** One file's menu and the wall-clock seconds readMenu took on it (or took to fail). */
export type FileReading = { menu: AnalysedMenu; isRead: boolean; seconds: number }

/** The analysed menu of one file, or a failed menu (no sections, the reason in metadata.errors); never throws. */
export async function readMenuFile(path: string, readMenu: MenuReader): Promise<FileReading> {
  const fileName = basename(path)
  let bytes: Uint8Array | undefined
  let started = performance.now()
  try {
    // A plain Uint8Array, not the Buffer readFile gives: pdf.js refuses Buffers.
    bytes = new Uint8Array(await readFile(path))
    started = performance.now()
    const menu = await readMenu(bytes, { fileName })
    return { menu, isRead: true, seconds: (performance.now() - started) / 1000 }
  } catch (error) {
    const seconds = (performance.now() - started) / 1000
    return {
      menu: buildFailedMenu({ fileName, bytes, error, processingTime: seconds }),
      isRead: false,
      seconds,
    }
  }
}

/**
 * Reads the files one after the other and hands each menu, as one JSON line, to writeLine in input order;
 * a file that cannot be read gives a failed menu and the run goes on. True when every file was read.
 */
export async function readMenuFiles(
  paths: readonly string[],
  io: { readMenu: MenuReader; writeLine: (line: string) => void; warn: (message: string) => void },
): Promise<boolean> {
  let isEveryFileRead = true
  for (const path of paths) {
    const { menu, isRead } = await readMenuFile(path, io.readMenu)
    if (!isRead) {
      isEveryFileRead = false
      io.warn(`${path}: ${menu.metadata.errors.join('; ')}`)
    }
    io.writeLine(JSON.stringify(menu))
  }
  return isEveryFileRead
}

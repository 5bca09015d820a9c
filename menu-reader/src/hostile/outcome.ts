import { MenuReadError, readMenu } from '../read-menu.ts'
import type { ReadMenuOptions } from '../types.ts'

/** How a read of these bytes ends: 'read' when it gives a menu, else its MenuReadError code (any other error is rethrown). */
export async function outcomeOf(bytes: Uint8Array, options?: ReadMenuOptions): Promise<string> {
  try {
    await readMenu(bytes, options)
    return 'read'
  } catch (error) {
    if (error instanceof MenuReadError) return error.code
    throw error
  }
}

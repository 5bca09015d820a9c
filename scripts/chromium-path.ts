import { existsSync } from 'node:fs'

/** The Chromium the browser tests drive: CHROME_PATH if set, else Debian's; never a downloaded build. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath())
}

// Browser tests need a system Chromium (the machines cannot download Playwright's own): install Debian's when
// we are root, otherwise say what to do.
import { execFileSync } from 'node:child_process'
import { chromiumPath, hasChromium } from './chromium-path.ts'

if (!hasChromium()) {
  const isRoot = process.getuid?.() === 0
  if (!isRoot || process.env.CHROME_PATH) {
    console.error(
      `No Chromium at ${chromiumPath()}. Install it with "sudo apt-get install -y chromium", ` +
        'or point CHROME_PATH at a Chromium or Chrome binary, then run the tests again.',
    )
    process.exit(1)
  }
  console.log('Chromium is missing: installing Debian’s package (apt-get install chromium)…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (!hasChromium()) {
    console.error(`apt-get finished but there is still no Chromium at ${chromiumPath()}.`)
    process.exit(1)
  }
}

import { copyFile, mkdir, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export const OCR_LANGUAGES = ['spa', 'eng'] as const
// The integer-quantised "best" LSTM models: the most accurate Tesseract ships, and small (2–3 MB each).
const MODEL_FOLDER = '4.0.0_best_int'

const require = createRequire(import.meta.url)

/**
 * tesseract.js reads every language from one folder (`langPath`) and fetches from a CDN when none is given.
 * The models come in one npm package per language, so gather them in one local folder once per process.
 */
export async function prepareLangPath(): Promise<string> {
  const folder = join(tmpdir(), `vitrina-ocr-${MODEL_FOLDER}`)
  await mkdir(folder, { recursive: true })
  for (const language of OCR_LANGUAGES) {
    const packageRoot = dirname(require.resolve(`@tesseract.js-data/${language}/package.json`))
    const source = join(packageRoot, MODEL_FOLDER, `${language}.traineddata.gz`)
    const target = join(folder, `${language}.traineddata.gz`)
    const [from, to] = await Promise.all([stat(source), stat(target).catch(() => undefined)])
    if (to?.size !== from.size) await copyFile(source, target)
  }
  return folder
}

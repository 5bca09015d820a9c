import { Copy, Download, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { saveBlob } from '../../../lib/save-file.ts'
import { SuccessNote } from './success-note.tsx'

/** The codes as a text file: one a line, after a line that says what they are. */
export function backupCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`
}

/**
 * The ten backup codes, shown this once: each signs in once when the phone is not at hand. Download or copy
 * them, then "Ya los guardé".
 */
export function BackupCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation()
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const text = backupCodesText(codes, t('security.twoFactor.codesFileHeading'))

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopyState('copied')
    } catch {
      setCopyState('failed')
    }
  }

  return (
    <div className="mt-5 space-y-4">
      <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-amber-900 text-sm">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('security.twoFactor.codesOnce')}
      </p>
      <ul
        aria-label={t('security.twoFactor.codesLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-stone-100 p-4 font-mono text-sm text-stone-900"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            saveBlob(new Blob([text], { type: 'text/plain' }), t('security.twoFactor.codesFileName'))
          }
        >
          <Download aria-hidden />
          {t('security.twoFactor.download')}
        </Button>
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden />
          {t('security.twoFactor.copy')}
        </Button>
      </div>
      <SuccessNote>
        {copyState === 'copied'
          ? t('security.twoFactor.copied')
          : copyState === 'failed'
            ? t('security.twoFactor.copyFailed')
            : ''}
      </SuccessNote>
      <div className="flex justify-end">
        <Button onClick={onDone} data-autofocus>
          {t('security.twoFactor.done')}
        </Button>
      </div>
    </div>
  )
}

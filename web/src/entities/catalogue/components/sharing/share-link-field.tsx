import { Check, Copy } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button.tsx'

type Outcome = 'copied' | 'failed' | null

/** How long the button says "Copiado" before it offers to copy again, in milliseconds. */
export const copiedFeedbackMs = 2500

/** Copies `text`; without the Clipboard API (plain http, old browsers) it falls back to the selected field. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    field?.select()
    // Deprecated but still the only way without the Clipboard API; false when the browser refuses.
    return document.execCommand?.('copy') ?? false
  }
}

/** The public link in a read-only field, with "Copiar enlace", which says "Copiado", and its outcome said aloud. */
export function ShareLinkField({ url }: { url: string }) {
  const { t } = useTranslation()
  const fieldId = useId()
  const field = useRef<HTMLInputElement>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [isJustCopied, setJustCopied] = useState(false)

  useEffect(() => {
    if (!isJustCopied) return
    const timer = setTimeout(() => setJustCopied(false), copiedFeedbackMs)
    return () => clearTimeout(timer)
  }, [isJustCopied])

  const copy = async () => {
    setOutcome(null)
    const isCopied = await copyText(url, field.current)
    setOutcome(isCopied ? 'copied' : 'failed')
    setJustCopied(isCopied)
    // Either way the link stays selected, so a failed copy is one Ctrl+C away.
    if (!isCopied) field.current?.select()
  }

  return (
    <div>
      <label htmlFor={fieldId} className="font-medium text-sm text-stone-800">
        {t('sharing.link.label')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          ref={field}
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-xl border border-stone-300 bg-stone-50 px-3 text-sm text-stone-900"
        />
        <Button variant="secondary" onClick={copy} className="shrink-0">
          {/* The button itself says it worked where the owner is looking; the status line says it aloud. */}
          {isJustCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {t(isJustCopied ? 'sharing.link.copiedShort' : 'sharing.link.copy')}
        </Button>
      </div>
      <p role="status" className="mt-1.5 min-h-5 text-sm">
        {outcome === 'copied' ? (
          <span className="font-medium text-green-800">{t('sharing.link.copied')}</span>
        ) : outcome === 'failed' ? (
          <span className="text-red-700">{t('sharing.link.copyFailed')}</span>
        ) : null}
      </p>
    </div>
  )
}

import { LoaderCircle } from 'lucide-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'

/** A menu printed in another currency than its business's: the two ISO 4217 codes. */
export type CurrencyMismatch = { menuCurrency: string; businessCurrency: string }

type Props = {
  mismatch: CurrencyMismatch | null
  /** Keeps the menu in the business's currency, its amounts as written. */
  onKeep: () => void
  /** Changes the business's currency to the menu's, then keeps the menu. */
  onChange: () => void
  /** Back to the preview, nothing kept (Escape and a click outside do the same). */
  onBack: () => void
  isChanging: boolean
  hasFailed: boolean
  /** The button that asked to keep: focus goes back to it, as the dialog has no trigger of its own. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/** "GBP (libra esterlina)": the code, and its name in the reader's language when the browser knows it. */
function describeCurrency(code: string): string {
  const name = new Intl.DisplayNames([getCurrentLanguage()], { type: 'currency', fallback: 'none' }).of(code)
  return name ? `${code} (${name})` : code
}

/**
 * Asked before a menu printed in another currency is kept: keep it in the business's currency (amounts are
 * never converted) or change the business's currency to the menu's.
 */
export function CurrencyQuestion({
  mismatch,
  onKeep,
  onChange,
  onBack,
  isChanging,
  hasFailed,
  returnFocusTo,
}: Props) {
  const { t } = useTranslation()
  if (!mismatch) return <Dialog open={false} />
  const { menuCurrency, businessCurrency } = mismatch
  return (
    <Dialog open onOpenChange={(open) => (open || isChanging ? undefined : onBack())}>
      <DialogContent
        title={t('menuAnalyses.currency.title', { menuCurrency: describeCurrency(menuCurrency) })}
        description={t('menuAnalyses.currency.message', {
          businessCurrency: describeCurrency(businessCurrency),
        })}
        onCloseAutoFocus={(event) => {
          // The button that asked may have closed with its own dialog ("Guardar así"): then Radix decides.
          if (!returnFocusTo.current?.isConnected) return
          event.preventDefault()
          returnFocusTo.current.focus()
        }}
      >
        <p className="mt-3 text-sm text-stone-700">
          {t('menuAnalyses.currency.changeHint', { menuCurrency: describeCurrency(menuCurrency) })}
        </p>
        {hasFailed ? (
          <div className="mt-4">
            <FormAlert id="currency-change-failed">{t('menuAnalyses.currency.failed')}</FormAlert>
          </div>
        ) : null}
        <div className="mt-6 flex flex-col gap-3">
          <Button onClick={onKeep} disabled={isChanging}>
            {t('menuAnalyses.currency.keep', { code: businessCurrency })}
          </Button>
          <Button variant="secondary" onClick={onChange} disabled={isChanging}>
            {isChanging ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
            {t('menuAnalyses.currency.change', { code: menuCurrency })}
          </Button>
          <Button variant="ghost" onClick={onBack} disabled={isChanging}>
            {t('menuAnalyses.currency.back')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}

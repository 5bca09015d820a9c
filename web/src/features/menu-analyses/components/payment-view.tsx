import { ArrowLeft, CreditCard, FlaskConical, Lock } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type CardFields,
  type CardProblems,
  checkCard,
  formatCardNumber,
  formatExpiry,
} from '#domain/payments/card.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'

// docs/product-spec.md §9 "Demo payment: menu digitisation $29.99, hosting for 1 month $9.99, total $39.98":
// US dollars, written by the one price formatter like every other price.
const DEMO_CURRENCY = 'USD'
const DEMO_ORDER = [
  { key: 'digitisation', amount: '29.99' },
  { key: 'hosting', amount: '9.99' },
] as const
const DEMO_TOTAL = '39.98'

const FIELD_ORDER: Array<keyof CardFields> = ['number', 'expiry', 'cvc', 'holder']

type Props = { onPaid: () => void; onSkip: () => void; onBack: () => void }

/**
 * The demo payment view (docs/product-spec.md §2 "Payment view", DESIGN.md §6): an order summary and a card
 * form checked in the browser (Luhn, MM/AA not past, CVC). Nothing is sent or stored: the fields live in this
 * component only.
 */
export function PaymentView({ onPaid, onSkip, onBack }: Props) {
  const { t } = useTranslation()
  const formatPrice = usePriceFormat(DEMO_CURRENCY, getCurrentLanguage())
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '', holder: '' })
  const [problems, setProblems] = useState<CardProblems | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const summaryId = useId()
  const cardId = useId()

  const update = (name: keyof CardFields, value: string) => {
    const next = { ...fields, [name]: value }
    setFields(next)
    // Once the visitor has tried to pay, each field's message follows what they type.
    if (problems) setProblems(checkCard(next, new Date()))
  }
  const pay = (event: FormEvent) => {
    event.preventDefault()
    const found = checkCard(fields, new Date())
    setProblems(found)
    const first = FIELD_ORDER.find((name) => found[name])
    if (!first) return onPaid()
    form.current?.querySelector<HTMLInputElement>(`[data-card-field="${first}"]`)?.focus()
  }
  const problemText = (name: keyof CardFields) => {
    const problem = problems?.[name]
    return problem ? t(`menuAnalyses.payment.problems.${problem}`) : undefined
  }

  return (
    <div className="p-5 sm:p-8">
      <Button variant="ghost" onClick={onBack} className="-ml-3">
        <ArrowLeft aria-hidden />
        {t('menuAnalyses.payment.back')}
      </Button>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 data-view-heading tabIndex={-1} className="font-semibold text-2xl text-stone-900 tracking-tight">
          {t('menuAnalyses.payment.heading')}
        </h2>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-violet-100 px-2.5 py-1 font-semibold text-violet-900 text-xs uppercase tracking-wide">
          <FlaskConical aria-hidden className="size-3.5" />
          {t('menuAnalyses.payment.demoBadge')}
        </span>
      </div>
      <p className="mt-3 flex items-start gap-2.5 rounded-xl border border-violet-200 bg-violet-50 px-3.5 py-3 text-sm text-violet-950">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('menuAnalyses.payment.demoNotice')}
      </p>

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <section aria-labelledby={summaryId} className="self-start rounded-2xl bg-stone-50 p-5">
          <h3 id={summaryId} className="font-semibold text-stone-900">
            {t('menuAnalyses.payment.summary')}
          </h3>
          <dl className="mt-4 space-y-3 text-sm">
            {DEMO_ORDER.map(({ key, amount }) => (
              <div key={key} className="flex justify-between gap-4">
                <dt className="text-stone-700">{t(`menuAnalyses.payment.${key}`)}</dt>
                <dd className="font-medium text-stone-900 tabular-nums">{formatPrice(amount)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-stone-200 border-t pt-3 text-base">
              <dt className="font-semibold text-stone-900">{t('menuAnalyses.payment.total')}</dt>
              <dd className="font-semibold text-stone-900 tabular-nums">{formatPrice(DEMO_TOTAL)}</dd>
            </div>
          </dl>
        </section>

        <form ref={form} noValidate onSubmit={pay} aria-labelledby={cardId} className="space-y-4">
          <h3 id={cardId} className="flex items-center gap-2 font-semibold text-stone-900">
            <CreditCard aria-hidden className="size-4.5" />
            {t('menuAnalyses.payment.card')}
          </h3>
          <TextField
            label={t('menuAnalyses.payment.cardNumber')}
            data-card-field="number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            value={fields.number}
            onChange={(event) => update('number', formatCardNumber(event.target.value))}
            error={problemText('number')}
            hint={t('menuAnalyses.payment.testCard')}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={t('menuAnalyses.payment.expiry')}
              data-card-field="expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="08/29"
              value={fields.expiry}
              onChange={(event) => update('expiry', formatExpiry(event.target.value))}
              error={problemText('expiry')}
            />
            <TextField
              label={t('menuAnalyses.payment.cvc')}
              data-card-field="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={fields.cvc}
              onChange={(event) => update('cvc', event.target.value.replace(/\D/g, ''))}
              error={problemText('cvc')}
            />
          </div>
          <TextField
            label={t('menuAnalyses.payment.holder')}
            data-card-field="holder"
            autoComplete="cc-name"
            value={fields.holder}
            onChange={(event) => update('holder', event.target.value)}
            error={problemText('holder')}
          />
          <div className="flex flex-col gap-3 pt-2 sm:flex-row-reverse sm:justify-start">
            <Button type="submit" size="lg">
              {t('menuAnalyses.payment.pay')}
            </Button>
            <Button size="lg" variant="secondary" onClick={onSkip}>
              {t('menuAnalyses.payment.skip')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  )
}

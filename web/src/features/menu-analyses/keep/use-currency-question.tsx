import { useRef, useState } from 'react'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { proposeMenuCurrency } from '#domain/money/menu-currency.ts'
import { CurrencyQuestion } from './currency-question.tsx'

type Options = {
  businessCurrency: string
  onChangeCurrency: (currency: string) => Promise<unknown>
  /** Keeps the menu, once the currency is settled. */
  onAnswered: (menu: ReviewedMenu) => void
}

/**
 * Before a menu is kept: when its prices or its page print another currency than the business's (£ on a peso business),
 * the owner is asked whether to keep it in the business's currency or change the business's to the menu's.
 * Answers `ask`, which keeps at once when there is nothing to ask, and the dialog to render.
 */
export function useCurrencyQuestion({ businessCurrency, onChangeCurrency, onAnswered }: Options) {
  const [pending, setPending] = useState<{ menu: ReviewedMenu; menuCurrency: string } | null>(null)
  const [isChanging, setChanging] = useState(false)
  const [hasFailed, setFailed] = useState(false)
  const askedFrom = useRef<HTMLElement | null>(null)

  const ask = (menu: ReviewedMenu) => {
    const prices = menu.sections.flatMap((section) => section.items.map((item) => item.price))
    // `menu.currency` is set only when the page printed it (review-draft.ts): a guess never asks.
    const menuCurrency = proposeMenuCurrency(prices, menu.currency, businessCurrency)
    if (!menuCurrency) {
      onAnswered(menu)
      return
    }
    askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setFailed(false)
    setPending({ menu, menuCurrency })
  }
  const answer = (menu: ReviewedMenu) => {
    setPending(null)
    onAnswered(menu)
  }
  const change = async () => {
    if (!pending) return
    setChanging(true)
    setFailed(false)
    try {
      await onChangeCurrency(pending.menuCurrency)
      answer(pending.menu)
    } catch {
      setFailed(true)
    } finally {
      setChanging(false)
    }
  }

  const dialog = (
    <CurrencyQuestion
      mismatch={pending && { menuCurrency: pending.menuCurrency, businessCurrency }}
      onKeep={() => pending && answer(pending.menu)}
      onChange={() => void change()}
      onBack={() => setPending(null)}
      isChanging={isChanging}
      hasFailed={hasFailed}
      returnFocusTo={askedFrom}
    />
  )
  return { ask, dialog }
}

import { useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import type { AnalysedMenu } from '../api/analysis-contract.ts'
import { changeReviewDraft, toReviewDraft } from '../review-draft.ts'
import { PaymentView } from './payment-view.tsx'
import { PreviewView } from './preview-view.tsx'

type Props = {
  menu: AnalysedMenu
  fileName: string
  offersPayment: boolean
  continueLabel?: string
  onContinue: (menu: ReviewedMenu) => void
  onStartOver: () => void
  /** The business's currency (ISO 4217), for an owner: bare prices are shown in it unless the page printed another. */
  businessCurrency?: string
  /** Hears which of its two views shows, so the widget can move focus to it. */
  onStageChange: (stage: 'preview' | 'payment') => void
}

/**
 * A read menu's review: the preview and, for visitors, the demo payment. The corrections live here, so
 * going to the payment and back keeps them.
 */
export function ReviewStage({ menu, onContinue, onStageChange, ...props }: Props) {
  const { t } = useTranslation()
  const [draft, dispatch] = useReducer(changeReviewDraft, menu, (read) =>
    toReviewDraft(read, t('menuAnalyses.preview.untitledSection')),
  )
  const [paying, setPaying] = useState<ReviewedMenu | null>(null)
  const goTo = (menuToPay: ReviewedMenu | null) => {
    setPaying(menuToPay)
    onStageChange(menuToPay ? 'payment' : 'preview')
  }

  if (paying) {
    return (
      <PaymentView
        onPaid={() => onContinue(paying)}
        onSkip={() => onContinue(paying)}
        onBack={() => goTo(null)}
      />
    )
  }
  return (
    <PreviewView
      menu={menu}
      draft={draft}
      onChange={dispatch}
      onContinue={onContinue}
      onPay={goTo}
      {...props}
    />
  )
}

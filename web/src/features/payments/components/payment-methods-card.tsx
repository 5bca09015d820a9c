import { CreditCard, Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'

/**
 * Métodos de pago: none can exist yet, so an empty list, and "Añadir método" says card payment is coming
 * instead of showing card fields. A card number or CVC is never typed into Vitrina.
 */
export function PaymentMethodsCard() {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  return (
    <SectionCard
      icon={CreditCard}
      title={t('payments.methods.title')}
      aside={
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          <Plus aria-hidden />
          {t('payments.methods.add')}
        </Button>
      }
    >
      <p className="rounded-xl border border-stone-300 border-dashed px-4 py-6 text-center text-sm text-stone-600">
        {t('payments.methods.empty')}
      </p>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent
          title={t('payments.methods.comingTitle')}
          description={t('payments.methods.comingMessage')}
        >
          <div className="mt-6 flex justify-end">
            <DialogClose asChild>
              <Button>{t('payments.methods.understood')}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </SectionCard>
  )
}

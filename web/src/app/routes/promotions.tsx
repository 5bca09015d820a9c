import { useTranslation } from 'react-i18next'
import { EditingCatalogueGate } from '../../entities/catalogue/components/editing-catalogue-gate.tsx'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { PromotionsScreen } from '../../features/promotions/components/promotions-screen.tsx'

export function PromotionsRoute() {
  const { t } = useTranslation()
  // Prices in the business's currency, dates on its clock; the dashboard only renders once the owner is known.
  const business = useMe().data?.business
  return (
    <EditingCatalogueGate heading={t('dashboard.pages.promotions')}>
      {(catalogue) =>
        business ? (
          <PromotionsScreen
            key={catalogue.id}
            catalogue={catalogue}
            currency={business.currency}
            timeZone={business.timeZone}
          />
        ) : null
      }
    </EditingCatalogueGate>
  )
}

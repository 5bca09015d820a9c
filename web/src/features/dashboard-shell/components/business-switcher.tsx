import { Check, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Me } from '#domain/accounts/account.schema.ts'
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu.tsx'

type Props = {
  businesses: Me['businesses']
  currentId: string
  onSwitch: (businessId: string) => void
}

/**
 * The businesses the user is a member of, in the profile menu (decision 073), each with the role there and a
 * check on the current one; shown only when there is more than one.
 */
export function BusinessSwitcher({ businesses, currentId, onSwitch }: Props) {
  const { t } = useTranslation()
  if (businesses.length < 2) return null
  return (
    <>
      <DropdownMenuGroup aria-label={t('team.switcher.label')}>
        <DropdownMenuLabel className="text-stone-600 text-xs uppercase tracking-wide">
          {t('team.switcher.label')}
        </DropdownMenuLabel>
        {businesses.map((business) => {
          const isCurrent = business.id === currentId
          return (
            <DropdownMenuItem
              key={business.id}
              onSelect={() => (isCurrent ? undefined : onSwitch(business.id))}
              aria-current={isCurrent ? 'true' : undefined}
            >
              <Store aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate">{business.name}</span>
                <span className="block text-stone-600 text-xs">{t(`team.roles.${business.role}`)}</span>
              </span>
              {isCurrent ? (
                <>
                  <Check aria-hidden className="text-brand-600" />
                  <span className="sr-only">{t('team.switcher.current')}</span>
                </>
              ) : null}
            </DropdownMenuItem>
          )
        })}
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
    </>
  )
}

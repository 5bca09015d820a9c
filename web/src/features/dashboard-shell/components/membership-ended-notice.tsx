import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { markMembershipEnded, useIsMembershipEnded } from '../../../entities/account/membership-ended.ts'

/**
 * "Ya no formas parte de ese negocio…", above the page once the server said the session's business let this
 * member go (decision 073); the app already works in their own.
 */
export function MembershipEndedNotice() {
  const { t } = useTranslation()
  const isEnded = useIsMembershipEnded()
  if (!isEnded) return null
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 text-sm"
    >
      <Info aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{t('team.ended.message')}</p>
      <Button variant="secondary" onClick={() => markMembershipEnded(false)}>
        {t('team.ended.dismiss')}
      </Button>
    </div>
  )
}

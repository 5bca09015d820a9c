import { House, Lock } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Permission } from '#domain/team/roles.ts'
import { PageTitle } from '../../../components/layout/page-title.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useMe } from '../api/get-me.ts'
import { useCan } from '../use-can.ts'

type Props = {
  /** What the member's role must allow for the page to be of any use. */
  permission: Permission
  /** The page's h1, kept above the notice so the member knows where they are; none inside a frame that has one. */
  heading?: string
  children: ReactNode
}

/**
 * A page only roles with `permission` can use (decision 073). The navigation does not offer it to the others,
 * but an address typed or kept still opens it: they get one sentence saying why and the way back to Inicio,
 * instead of controls the server would refuse. Nothing shows until the member's role is known.
 */
export function RequirePermission({ permission, heading, children }: Props) {
  const { t } = useTranslation()
  const me = useMe()
  const isAllowed = useCan(permission)
  const messageId = useId()
  if (!me.data) return null
  if (isAllowed) return children
  return (
    <div className="space-y-6">
      {heading ? <PageTitle>{heading}</PageTitle> : null}
      <section
        aria-labelledby={messageId}
        className="flex flex-col items-start gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
      >
        {/* The lock beside the sentence on a phone too, the way back under them. */}
        <div className="flex flex-1 items-center gap-3 sm:gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-stone-100 text-stone-600">
            <Lock aria-hidden className="size-5" />
          </span>
          <p id={messageId} className="text-stone-800">
            {t('dashboard.roleNotAllowed.message')}
          </p>
        </div>
        <Link to="/dashboard" className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}>
          <House aria-hidden />
          {t('dashboard.roleNotAllowed.backHome')}
        </Link>
      </section>
    </div>
  )
}

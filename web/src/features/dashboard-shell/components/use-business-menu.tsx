import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { useLeaveBusiness } from '../../../entities/account/api/leave-business.ts'
import { useSwitchBusiness } from '../../../entities/account/api/switch-business.ts'
import { ApiError } from '../../../lib/api.ts'
import type { BusinessMenu } from './business-menu.ts'

/**
 * The profile menu's businesses (decision 073): switching moves the session and opens the dashboard afresh;
 * leaving a business that is not one's own is asked first, in a dialog that gives focus back to the menu.
 */
export function useBusinessMenu(): { business: BusinessMenu | undefined; leaveDialog: ReactNode } {
  const { t } = useTranslation()
  const me = useMe().data
  const navigate = useNavigate()
  const switchBusiness = useSwitchBusiness()
  const leave = useLeaveBusiness()
  const [leaveFocus, setLeaveFocus] = useState<HTMLElement | null>(null)
  const [isLeaving, setIsLeaving] = useState(false)
  if (!me) return { business: undefined, leaveDialog: null }

  const ownId = me.businesses[0]?.id
  const business: BusinessMenu = {
    businesses: me.businesses,
    currentId: me.business.id,
    onSwitch: (businessId) =>
      switchBusiness.mutate(businessId, { onSuccess: () => void navigate('/dashboard') }),
    onLeave:
      ownId && ownId !== me.business.id
        ? (menuButton) => {
            leave.reset()
            setLeaveFocus(menuButton)
            setIsLeaving(true)
          }
        : undefined,
  }
  const failure =
    leave.error instanceof ApiError && leave.error.status !== 0
      ? leave.error.message
      : t('team.errors.network')
  const leaveDialog = (
    <ConfirmDialog
      subject={isLeaving ? me.business.name : null}
      title={t('team.leave.title', { name: me.business.name })}
      // A refusal (the business's last owner) takes the question's place: the dialog says why it stays.
      message={leave.isError ? failure : t('team.leave.message')}
      confirmLabel={t('team.leave.confirm')}
      cancelLabel={t('team.leave.cancel')}
      isPending={leave.isPending}
      onCancel={() => setIsLeaving(false)}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: () => {
            setIsLeaving(false)
            void navigate('/dashboard')
          },
        })
      }
      onCloseAutoFocus={(event) => {
        event.preventDefault()
        leaveFocus?.focus()
      }}
    />
  )
  return {
    business,
    leaveDialog: (
      <>
        {leaveDialog}
        {switchBusiness.isError ? (
          <div className="fixed inset-x-4 bottom-4 z-30 md:left-72">
            <FormAlert id="switch-business-failed">{t('team.switcher.failed')}</FormAlert>
          </div>
        ) : null}
      </>
    ),
  }
}

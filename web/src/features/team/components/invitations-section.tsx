import { Ban, RotateCw } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canManageRole, type Role } from '#domain/team/roles.ts'
import type { TeamInvitation } from '#domain/team/team.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useResendInvitation, useRevokeInvitation } from '../api/team.ts'
import { formatDay } from './format-date.ts'
import { serverMessage } from './server-message.ts'

type Props = { invitations: readonly TeamInvitation[]; actorRole: Role }

/** The invitations not yet accepted: address, role, until when (or "Caducada"); resend, and revoke asked first. */
export function InvitationsSection({ invitations, actorRole }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const alertId = useId()
  const resend = useResendInvitation()
  const revoke = useRevokeInvitation()
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null)
  const [notice, setNotice] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const failure = resend.error ?? revoke.error

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-lg text-stone-900">
        {t('team.invitations.heading')}
      </h2>
      {failure ? (
        <div className="mt-4">
          <FormAlert id={alertId}>{serverMessage(failure, t)}</FormAlert>
        </div>
      ) : null}
      <p role="status" className="mt-2 text-emerald-800 text-sm empty:hidden">
        {notice}
      </p>
      {invitations.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('team.invitations.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {invitations.map((invitation) => {
            const mayManage = canManageRole(actorRole, invitation.role)
            return (
              <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="break-all font-medium text-stone-900">{invitation.email}</p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                    <span>{t(`team.roles.${invitation.role}`)}</span>
                    <span aria-hidden>·</span>
                    {invitation.isExpired ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
                        {t('team.invitations.expired')}
                      </span>
                    ) : (
                      <span>{t('team.invitations.expires', { date: formatDay(invitation.expiresAt) })}</span>
                    )}
                  </p>
                </div>
                {mayManage ? (
                  <div className="flex items-center gap-2">
                    <Button
                      variant="secondary"
                      aria-label={t('team.invitations.resendLabel', { email: invitation.email })}
                      disabled={resend.isPending}
                      onClick={() => {
                        revoke.reset()
                        setNotice('')
                        resend.mutate(invitation.id, {
                          onSuccess: () =>
                            setNotice(t('team.invitations.resent', { email: invitation.email })),
                        })
                      }}
                    >
                      <RotateCw aria-hidden />
                      <span aria-hidden>{t('team.invitations.resend')}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('team.invitations.revokeLabel', { email: invitation.email })}
                      onClick={() => {
                        resend.reset()
                        setNotice('')
                        setRevoking(invitation)
                      }}
                    >
                      <Ban aria-hidden />
                      <span aria-hidden>{t('team.invitations.revoke')}</span>
                    </Button>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <ConfirmDialog
        subject={revoking?.email ?? null}
        title={t('team.invitations.revokeTitle')}
        message={t('team.invitations.revokeMessage')}
        confirmLabel={t('team.invitations.revokeConfirm')}
        cancelLabel={t('team.members.cancel')}
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          headingRef.current?.focus()
        }}
      />
    </section>
  )
}

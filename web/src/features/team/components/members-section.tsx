import { UserMinus } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canManageRole, ROLES, type Role } from '#domain/team/roles.ts'
import type { TeamMember } from '#domain/team/team.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useChangeMemberRole, useRemoveMember } from '../api/team.ts'
import { formatDay } from './format-date.ts'
import { serverMessage } from './server-message.ts'

type Props = { members: readonly TeamMember[]; actorRole: Role; canManage: boolean }

/** The members: name, e-mail, role (a select where the caller may change it), since when; remove, asked first. */
export function MembersSection({ members, actorRole, canManage }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const alertId = useId()
  const changeRole = useChangeMemberRole()
  const remove = useRemoveMember()
  const [removing, setRemoving] = useState<TeamMember | null>(null)
  const [notice, setNotice] = useState('')
  const removeButtons = useRef(new Map<string, HTMLButtonElement>())
  const headingRef = useRef<HTMLHeadingElement>(null)
  const askedId = useRef<string | null>(null)
  const failure = changeRole.error ?? remove.error
  const mayManage = (member: TeamMember) =>
    canManage && !member.isYou && canManageRole(actorRole, member.role)
  const givable = ROLES.filter((role) => canManageRole(actorRole, role))

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-lg text-stone-900">
        {t('team.members.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('team.members.description')}</p>
      {failure ? (
        <div className="mt-4">
          <FormAlert id={alertId}>{serverMessage(failure, t)}</FormAlert>
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {notice}
      </p>
      <ul className="mt-4 divide-y divide-stone-100">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                <span className="wrap-anywhere">{member.name}</span>
                {member.isYou ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 text-xs">
                    {t('team.members.you')}
                  </span>
                ) : null}
              </p>
              <p className="break-all text-sm text-stone-600">{member.email}</p>
              <p className="text-stone-600 text-xs">
                {t('team.members.since', { date: formatDay(member.since) })}
              </p>
            </div>
            {mayManage(member) ? (
              <div className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`${headingId}-${member.userId}`}>
                  {t('team.members.roleOf', { name: member.name })}
                </label>
                <select
                  id={`${headingId}-${member.userId}`}
                  value={member.role}
                  disabled={changeRole.isPending}
                  onChange={(event) => {
                    const role = event.target.value as Role
                    remove.reset()
                    changeRole.mutate(
                      { userId: member.userId, role },
                      {
                        onSuccess: () =>
                          setNotice(
                            t('team.members.roleChanged', {
                              name: member.name,
                              role: t(`team.roles.${role}`),
                            }),
                          ),
                      },
                    )
                  }}
                  className="h-10 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm hover:border-stone-400"
                >
                  {givable.map((role) => (
                    <option key={role} value={role}>
                      {t(`team.roles.${role}`)}
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  aria-label={t('team.members.removeLabel', { name: member.name })}
                  ref={(button) => {
                    if (button) removeButtons.current.set(member.userId, button)
                  }}
                  onClick={() => {
                    changeRole.reset()
                    remove.reset()
                    askedId.current = member.userId
                    setRemoving(member)
                  }}
                >
                  <UserMinus aria-hidden />
                  <span aria-hidden>{t('team.members.remove')}</span>
                </Button>
              </div>
            ) : (
              <span className="rounded-full bg-stone-100 px-2.5 py-1 font-medium text-sm text-stone-700">
                {t(`team.roles.${member.role}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        subject={removing ? `${removing.name} · ${removing.email}` : null}
        title={t('team.members.removeTitle')}
        message={t('team.members.removeMessage')}
        confirmLabel={t('team.members.removeConfirm')}
        cancelLabel={t('team.members.cancel')}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return
          remove.mutate(removing.userId, { onSettled: () => setRemoving(null) })
        }}
        onCloseAutoFocus={(event) => {
          // The row is gone once removed: focus goes back to the list's heading, else to the row's button.
          event.preventDefault()
          const button = askedId.current ? removeButtons.current.get(askedId.current) : undefined
          ;(button?.isConnected ? button : headingRef.current)?.focus()
        }}
      />
    </section>
  )
}

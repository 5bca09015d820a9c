import { LoaderCircle, Send } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canManageRole, ROLES, type Role } from '#domain/team/roles.ts'
import { INVITATION_VALID_DAYS, InvitationInputSchema } from '#domain/team/team.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import { useInviteMember } from '../api/team.ts'
import { serverMessage } from './server-message.ts'

/** "Invitar": an address and a role the caller may give; the server's refusal said at the field it concerns. */
export function InviteForm({ actorRole }: { actorRole: Role }) {
  const { t } = useTranslation()
  const headingId = useId()
  const alertId = useId()
  const invite = useInviteMember()
  const givable = ROLES.filter((role) => canManageRole(actorRole, role))
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>(givable.includes('staff') ? 'staff' : (givable[0] ?? 'viewer'))
  const [emailKey, setEmailKey] = useState<MessageKey | null>(null)
  const [sentTo, setSentTo] = useState('')
  const emailRef = useRef<HTMLInputElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)

  const fieldError = invite.error instanceof ApiError ? invite.error.fields?.email?.[0] : undefined
  const emailError = emailKey ? t(emailKey) : fieldError ? t(fieldError as MessageKey) : undefined
  const formError = invite.error && !fieldError ? serverMessage(invite.error, t) : undefined

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSentTo('')
    invite.reset()
    const parsed = InvitationInputSchema.safeParse({ email, role })
    if (!parsed.success) {
      setEmailKey((parsed.error.issues[0]?.message ?? 'team.errors.emailInvalid') as MessageKey)
      emailRef.current?.focus()
      return
    }
    setEmailKey(null)
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.email)
        setEmail('')
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.email) emailRef.current?.focus()
        else alertRef.current?.focus()
      },
    })
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="font-semibold text-lg text-stone-900">
        {t('team.invite.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t('team.invite.description', { days: INVITATION_VALID_DAYS })}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {formError ? (
          <FormAlert id={alertId} ref={alertRef}>
            {formError}
          </FormAlert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField
            ref={emailRef}
            label={t('team.invite.email')}
            type="email"
            autoComplete="off"
            required
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value)
              setEmailKey(null)
              if (invite.isError) invite.reset()
            }}
          />
          <SelectField
            label={t('team.invite.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {givable.map((option) => (
              <option key={option} value={option}>
                {t(`team.roles.${option}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? (
              <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
            ) : (
              <Send aria-hidden />
            )}
            {t('team.invite.submit')}
          </Button>
          <p role="status" className="text-emerald-800 text-sm">
            {sentTo ? t('team.invite.sent', { email: sentTo }) : ''}
          </p>
        </div>
      </form>
    </section>
  )
}

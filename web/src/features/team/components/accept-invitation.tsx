import { CircleAlert, LoaderCircle, LogIn, LogOut, UserPlus, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { ApiError } from '../../../lib/api.ts'
import { useAcceptInvitation, useInvitationPreview } from '../api/team.ts'
import { serverMessage } from './server-message.ts'

type Props = {
  token: string
  /** Ends the session (the app's logout), for an invitation meant for another address. */
  signOut: () => void
  isSigningOut: boolean
}

/**
 * /equipo/invitacion?token=… (the invitation mail's link, decision 073): signed out, the way to sign in or up
 * and come back; signed in, the business, the role and the address invited, and "Unirme al equipo", which
 * moves the session to the business and opens its dashboard. Each refusal is said in words.
 */
export function AcceptInvitation({ token, signOut, isSigningOut }: Props) {
  const { t } = useTranslation()
  const me = useMe()
  const preview = useInvitationPreview(token, Boolean(me.data))
  const accept = useAcceptInvitation()
  const navigate = useNavigate()
  const here = `/equipo/invitacion?token=${encodeURIComponent(token)}`

  if (me.isPending || (me.data && token !== '' && preview.isPending)) {
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
        {t('team.accept.loading')}
      </p>
    )
  }
  if (!me.data) {
    const state = { redirectAfterAuth: here }
    return (
      <div className="space-y-5">
        <p className="text-stone-700">{t('team.accept.signedOut')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/login" state={state} className={buttonClasses({ size: 'lg', className: 'flex-1' })}>
            <LogIn aria-hidden />
            {t('team.accept.signIn')}
          </Link>
          <Link
            to="/register"
            state={state}
            className={buttonClasses({ size: 'lg', variant: 'secondary', className: 'flex-1' })}
          >
            <UserPlus aria-hidden />
            {t('team.accept.register')}
          </Link>
        </div>
      </div>
    )
  }
  if (token === '' || preview.isError) {
    const isGone = token === '' || (preview.error instanceof ApiError && preview.error.status === 404)
    return <Refusal message={isGone ? t('team.accept.notFound') : t('team.accept.loadFailed')} />
  }
  const invitation = preview.data
  if (!invitation) return null
  if (invitation.isExpired) return <Refusal message={t('team.accept.expired')} />

  const isOtherAddress =
    invitation.email.toLowerCase() !== me.data.email.toLowerCase() ||
    (accept.error instanceof ApiError && accept.error.code === 'team_invitation_other_address')
  const signOutButton = (
    <Button variant="secondary" size="lg" className="w-full" disabled={isSigningOut} onClick={signOut}>
      <LogOut aria-hidden />
      {t('team.accept.signOut')}
    </Button>
  )
  return (
    <div className="space-y-5">
      <p className="flex items-start gap-2.5 text-stone-800">
        <Users aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        {t('team.accept.intro', { business: invitation.businessName })}
      </p>
      <dl className="divide-y divide-stone-100 rounded-xl border border-stone-200 text-sm">
        <Row term={t('team.accept.business')}>{invitation.businessName}</Row>
        <Row term={t('team.accept.role')}>{t(`team.roles.${invitation.role}`)}</Row>
        <Row term={t('team.accept.email')}>{invitation.email}</Row>
      </dl>
      {isOtherAddress ? (
        <>
          <Alert>
            {t('team.accept.otherAddress', { invited: invitation.email, current: me.data.email })}
          </Alert>
          {signOutButton}
        </>
      ) : (
        <>
          {accept.error ? <Alert>{serverMessage(accept.error, t)}</Alert> : null}
          <Button
            size="lg"
            className="w-full"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(token, { onSuccess: () => void navigate('/dashboard', { replace: true }) })
            }
          >
            {accept.isPending ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
            {t('team.accept.join')}
          </Button>
        </>
      )}
    </div>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3.5 py-2.5">
      <dt className="text-stone-600">{term}</dt>
      <dd className="break-all font-medium text-stone-900">{children}</dd>
    </div>
  )
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  )
}

function Refusal({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-5">
      <Alert>{message}</Alert>
      <Link
        to="/dashboard"
        className={buttonClasses({ size: 'lg', variant: 'secondary', className: 'w-full' })}
      >
        {t('team.accept.toDashboard')}
      </Link>
    </div>
  )
}

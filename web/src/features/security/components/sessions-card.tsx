import { MonitorSmartphone } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useCloseOtherSessions, useCloseSession, useSessions } from '../api/sessions.ts'
import { SessionRow } from './session-row.tsx'

/**
 * Sesiones (decision 042): the account's real sessions, this one marked "Activa", any other closable on its
 * own, and all the others at once after a question.
 */
export function SessionsCard() {
  const { t } = useTranslation()
  const sessions = useSessions()
  const closeOne = useCloseSession()
  const closeOthers = useCloseOtherSessions()
  const [isAskingAll, setIsAskingAll] = useState(false)
  const others = sessions.data?.filter((session) => !session.current) ?? []
  const hasFailed = closeOne.isError || closeOthers.isError

  return (
    <SectionCard
      icon={MonitorSmartphone}
      title={t('security.sessions.title')}
      description={t('security.sessions.description')}
      aside={
        others.length > 0 ? (
          <Button variant="secondary" onClick={() => setIsAskingAll(true)}>
            {t('security.sessions.closeOthers')}
          </Button>
        ) : null
      }
    >
      {hasFailed ? (
        <div className="mb-3">
          <FormAlert id="sessions-failure">{t('security.sessions.closeFailed')}</FormAlert>
        </div>
      ) : null}
      {sessions.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          {t('security.loading')}
        </p>
      ) : sessions.isError ? (
        <FormAlert id="sessions-load-failure">{t('security.sessions.loadFailed')}</FormAlert>
      ) : (
        <>
          <ul aria-label={t('security.sessions.listLabel')} className="divide-y divide-stone-200">
            {/* The current one first: "Activa" is what the person looks for. */}
            {[...sessions.data]
              .sort((a, b) => Number(b.current) - Number(a.current))
              .map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  isClosing={closeOne.isPending && closeOne.variables === session.id}
                  onClose={() => closeOne.mutate(session.id)}
                />
              ))}
          </ul>
          {others.length === 0 ? (
            <p className="mt-3 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
              {t('security.sessions.noOthers')}
            </p>
          ) : null}
        </>
      )}
      <ConfirmDialog
        subject={isAskingAll ? t('security.sessions.othersCount', { count: others.length }) : null}
        title={t('security.sessions.closeOthersTitle')}
        message={t('security.sessions.closeOthersMessage')}
        confirmLabel={t('security.sessions.closeOthersConfirm')}
        cancelLabel={t('security.actions.cancel')}
        isPending={closeOthers.isPending}
        onConfirm={() => closeOthers.mutate(undefined, { onSettled: () => setIsAskingAll(false) })}
        onCancel={() => setIsAskingAll(false)}
      />
    </SectionCard>
  )
}

import { LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { useCan } from '../../../entities/account/use-can.ts'
import { useTeam } from '../api/team.ts'
import { InvitationsSection } from './invitations-section.tsx'
import { InviteForm } from './invite-form.tsx'
import { MembersSection } from './members-section.tsx'
import { RolesTable } from './roles-table.tsx'

/**
 * Configuración → Equipo (decision 073): the business's members and pending invitations, changed where the
 * caller's role may manage them, and what each role may do. The server decides; this only offers.
 */
export function TeamTab() {
  const { t } = useTranslation()
  const alertId = useId()
  const canRead = useCan('team.read')
  const canManage = useCan('team.manage')
  const me = useMe()
  const team = useTeam()

  if (!canRead) return <p className="text-stone-700">{t('team.noAccess')}</p>
  if (team.isPending || !me.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
        {t('team.loading')}
      </p>
    )
  }
  if (team.isError) {
    return (
      <div className="max-w-3xl space-y-3">
        <FormAlert id={alertId}>{t('team.loadFailed')}</FormAlert>
        <Button variant="secondary" onClick={() => team.refetch()}>
          {t('team.retry')}
        </Button>
      </div>
    )
  }
  const actorRole = me.data.role
  return (
    <div className="max-w-3xl space-y-6">
      <MembersSection members={team.data.members} actorRole={actorRole} canManage={canManage} />
      {canManage ? (
        <>
          <InviteForm actorRole={actorRole} />
          <InvitationsSection invitations={team.data.invitations} actorRole={actorRole} />
        </>
      ) : null}
      <RolesTable />
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { ROLES } from '#domain/team/roles.ts'

/** The four roles in words (decision 073's permission table, told the way a restaurant reads it). */
export function RolesTable() {
  const { t } = useTranslation()
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <table className="w-full text-left text-sm">
        <caption className="mb-3 text-left font-semibold text-lg text-stone-900">
          {t('team.rolesTable.heading')}
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('team.rolesTable.role')}</th>
            <th scope="col">{t('team.rolesTable.can')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {ROLES.map((role) => (
            <tr key={role} className="align-top">
              <th scope="row" className="w-32 py-2.5 pr-4 font-medium text-stone-900">
                {t(`team.roles.${role}`)}
              </th>
              <td className="py-2.5 text-stone-700">{t(`team.roleNotes.${role}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

import { useLocation, useNavigate, useParams } from 'react-router'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { ClientDetail } from '../../features/clients/components/client-detail.tsx'

const LIST_PATH = '/dashboard/clientes'

/** A client's page (docs/product-spec.md §3 "Client"), reached from the list; its way back keeps the list's page. */
export function ClientDetailRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const state = useLocation().state as { listSearch?: unknown } | null
  const listSearch = typeof state?.listSearch === 'string' ? state.listSearch : ''
  const listAddress = listSearch ? `${LIST_PATH}?${listSearch}` : LIST_PATH
  const business = useMe().data?.business
  if (!business) return null
  return (
    <ClientDetail
      key={id}
      id={id}
      timeZone={business.timeZone}
      hasWhatsAppMessages={business.whatsappMessages}
      listAddress={listAddress}
      onDeleted={() => navigate(listAddress, { replace: true })}
    />
  )
}

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Role } from '#domain/team/roles.ts'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { NO_FILTERS } from './product-list.ts'
import { ProductToolbar } from './product-toolbar.tsx'

/** Says when the session's role is known, so that a test can tell "hidden" from "not loaded yet". */
function RoleKnown() {
  const role = useMe().data?.role
  return role ? <p>role: {role}</p> : null
}

function renderToolbar(role: Role) {
  mockSession(buildMe({ role }))
  const ignore = () => undefined
  return renderElement(
    <>
      <RoleKnown />
      <ProductToolbar
        search=""
        onSearchChange={ignore}
        sort="category"
        onSortChange={ignore}
        filters={NO_FILTERS}
        onFiltersChange={ignore}
        onCreate={ignore}
      />
    </>,
  )
}

describe('"Nuevo producto", the menú del día and the member’s role (useCan)', () => {
  it('are offered to a manager', async () => {
    renderToolbar('manager')
    expect(await screen.findByRole('button', { name: 'Nuevo producto' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Menú del día/i })).toBeInTheDocument()
  })

  it('are not offered to staff, who may not set today’s dishes either, but still search', async () => {
    renderToolbar('staff')
    await screen.findByText('role: staff')
    expect(screen.getByRole('searchbox')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Menú del día/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nuevo producto' })).not.toBeInTheDocument()
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Role } from '#domain/team/roles.ts'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { RoleKnown } from '../../../test/role-known.tsx'
import { OwnerMenuUploadCallout } from './owner-menu-upload-callout.tsx'

// Inicio and Mis catálogos offer the upload through this one callout: a role whose upload the server
// refuses (POST /api/menu-analyses asks catalogue.write) is not offered it.

function renderCallout(role: Role) {
  mockSession(buildMe({ role }))
  const ignore = () => undefined
  renderElement(
    <>
      <RoleKnown />
      <OwnerMenuUploadCallout
        catalogues={[]}
        renderWidget={() => null}
        onImported={ignore}
        businessCurrency="COP"
        onChangeCurrency={async () => undefined}
      />
    </>,
  )
}

describe('"Subir menú" and the member’s role (useCan)', () => {
  it.each<Role>(['owner', 'manager'])('is offered to %s', async (role) => {
    renderCallout(role)
    expect(await screen.findByRole('button', { name: 'Subir menú' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '¿Tienes tu menú en PDF o en foto?' })).toBeInTheDocument()
  })

  it.each<Role>(['staff', 'viewer'])('is not offered to %s', async (role) => {
    renderCallout(role)
    await screen.findByText(`role: ${role}`)
    expect(screen.queryByRole('button', { name: 'Subir menú' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })
})

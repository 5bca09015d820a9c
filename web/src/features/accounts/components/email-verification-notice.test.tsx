import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { buildCatalogue } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body)

const unverified = buildMe({ emailVerified: false })

/** The session of an owner yet to confirm, whose right code is K7P2 and who has these catalogues. */
function mockConfirmation(catalogues: Catalogue[]) {
  return mockSession(unverified, {
    'POST /api/email-verifications/confirm': {
      status: 200,
      body: { user: { ...unverified, emailVerified: true } },
    },
    'GET /api/catalogues': { status: 200, body: catalogues },
  })
}

/** Confirms the email through the notice with the right code. */
async function confirm(user: ReturnType<typeof renderApp>['user']) {
  const notice = await screen.findByRole('region', { name: 'Confirma tu correo para publicar tu menú' })
  await user.click(within(notice).getByRole('button', { name: 'Escribir el código' }))
  // The code step's code arrives after the click; the first box takes the focus once it is there.
  await waitFor(() => expect(within(notice).getByRole('textbox', { name: 'Carácter 1 de 4' })).toHaveFocus())
  await user.keyboard('k7p2')
  await user.click(within(notice).getByRole('button', { name: 'Verificar' }))
}

describe('EmailVerificationNotice', () => {
  it('asks an owner who has not confirmed their email for the code, and says when it is confirmed', async () => {
    const calls = mockSession(unverified, {
      'POST /api/email-verifications/confirm': ({ body }) =>
        (body as { code: string }).code === 'K7P2'
          ? { status: 200, body: { user: { ...unverified, emailVerified: true } } }
          : apiError(400, 'code_invalid', 'El código no es correcto. Revísalo e inténtalo de nuevo.'),
      'GET /api/catalogues': { status: 200, body: [buildCatalogue({ activo: true })] },
    })
    const { user } = renderApp('/dashboard/faq')
    const notice = await screen.findByRole('region', { name: 'Confirma tu correo para publicar tu menú' })
    expect(notice).toHaveTextContent(`Te enviamos un código de 4 caracteres a ${unverified.email}`)

    await user.click(within(notice).getByRole('button', { name: 'Escribir el código' }))
    // The code step's code arrives after the click; the first box takes the focus once it is there.
    await waitFor(() =>
      expect(within(notice).getByRole('textbox', { name: 'Carácter 1 de 4' })).toHaveFocus(),
    )
    await user.click(within(notice).getByRole('button', { name: 'Cancelar' }))
    expect(within(notice).getByRole('button', { name: 'Escribir el código' })).toHaveFocus()
    await user.click(within(notice).getByRole('button', { name: 'Escribir el código' }))
    await user.keyboard('k7p3')
    await user.click(within(notice).getByRole('button', { name: 'Verificar' }))
    expect(await within(notice).findByRole('alert')).toHaveTextContent('El código no es correcto')

    await user.click(within(notice).getByRole('textbox', { name: 'Carácter 4 de 4' }))
    await user.keyboard('2')
    await user.click(within(notice).getByRole('button', { name: 'Verificar' }))
    expect(await screen.findByText('Correo confirmado: tu menú ya está publicado.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Confirma tu correo/ })).not.toBeInTheDocument()
    expect(posts(calls, '/api/email-verifications/confirm')).toEqual([{ code: 'K7P3' }, { code: 'K7P2' }])
  })

  it('tells an owner with no catalogue yet to create one, rather than that their menu is published', async () => {
    mockConfirmation([])
    const { user } = renderApp('/dashboard/faq')
    await confirm(user)
    const status = await screen.findByText(/Correo confirmado/)
    expect(status).toHaveTextContent('Correo confirmado. Crea tu primer catálogo para publicar tu menú.')
    expect(within(status).getByRole('link', { name: 'Crea tu primer catálogo' })).toHaveAttribute(
      'href',
      '/dashboard/plantillas',
    )
    expect(screen.queryByText(/publicado/)).not.toBeInTheDocument()
  })

  it('tells an owner whose catalogues are all inactive to activate one', async () => {
    mockConfirmation([buildCatalogue({ activo: false })])
    const { user } = renderApp('/dashboard/faq')
    await confirm(user)
    const status = await screen.findByText(/Correo confirmado/)
    expect(status).toHaveTextContent('Correo confirmado. Activa un catálogo para publicar tu menú.')
    expect(within(status).getByRole('link', { name: 'Activa un catálogo' })).toHaveAttribute(
      'href',
      '/dashboard/catalogos',
    )
  })

  it('says the email is confirmed once: it closes, and does not follow the owner to other pages', async () => {
    mockConfirmation([buildCatalogue()])
    const { user, router } = renderApp('/dashboard/faq')
    await confirm(user)
    expect(await screen.findByText('Correo confirmado: tu menú ya está publicado.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }))
    expect(screen.queryByText(/Correo confirmado/)).not.toBeInTheDocument()
    await router.navigate('/dashboard/soporte')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByText(/Correo confirmado/)).not.toBeInTheDocument()
  })

  it('leaves the confirmation behind when the owner moves to another page', async () => {
    mockConfirmation([buildCatalogue()])
    const { user, router } = renderApp('/dashboard/faq')
    await confirm(user)
    expect(await screen.findByText('Correo confirmado: tu menú ya está publicado.')).toBeInTheDocument()
    await router.navigate('/dashboard/soporte')
    expect(await screen.findByRole('heading', { level: 1, name: /Soporte/ })).toBeInTheDocument()
    expect(screen.queryByText(/Correo confirmado/)).not.toBeInTheDocument()
  })

  it('resends the code on request and says so', async () => {
    const calls = mockSession(unverified, { 'POST /api/email-verifications': { status: 202 } })
    const { user } = renderApp('/dashboard/faq')
    const notice = await screen.findByRole('region', { name: 'Confirma tu correo para publicar tu menú' })
    await user.click(within(notice).getByRole('button', { name: 'Escribir el código' }))
    await user.click(await within(notice).findByRole('button', { name: 'Reenviar código' }))
    expect(await within(notice).findByText('Código reenviado')).toBeInTheDocument()
    expect(posts(calls, '/api/email-verifications')).toHaveLength(1)
  })

  it('shows nothing to an owner whose email is confirmed', async () => {
    mockSession(buildMe())
    renderApp('/dashboard/faq')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Confirma tu correo/ })).not.toBeInTheDocument()
  })
})

import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type ApiCall, apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body)

const unverified = buildMe({ emailVerified: false })

describe('EmailVerificationNotice', () => {
  it('asks an owner who has not confirmed their email for the code, and says when it is confirmed', async () => {
    const calls = mockSession(unverified, {
      'POST /api/email-verifications/confirm': ({ body }) =>
        (body as { code: string }).code === 'K7P2'
          ? { status: 200, body: { user: { ...unverified, emailVerified: true } } }
          : apiError(400, 'code_invalid', 'El código no es correcto. Revísalo e inténtalo de nuevo.'),
    })
    const { user } = renderApp('/dashboard/faq')
    const notice = await screen.findByRole('region', { name: 'Confirma tu correo para publicar tu menú' })
    expect(notice).toHaveTextContent(`Te enviamos un código de 4 caracteres a ${unverified.email}`)

    await user.click(within(notice).getByRole('button', { name: 'Escribir el código' }))
    expect(within(notice).getByRole('textbox', { name: 'Carácter 1 de 4' })).toHaveFocus()
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

  it('resends the code on request and says so', async () => {
    const calls = mockSession(unverified, { 'POST /api/email-verifications': { status: 202 } })
    const { user } = renderApp('/dashboard/faq')
    const notice = await screen.findByRole('region', { name: 'Confirma tu correo para publicar tu menú' })
    await user.click(within(notice).getByRole('button', { name: 'Escribir el código' }))
    await user.click(within(notice).getByRole('button', { name: 'Reenviar código' }))
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

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { type ApiCall, apiError, mockSession } from '../../../test/api-mock.ts'
import type { AnalysedMenu } from '../api/analysis-contract.ts'
import { toReviewDraft, toReviewedMenu } from '../review-draft.ts'
import { buildAnalysedMenu, reviewedItem, reviewedMenuOf } from '../test-fakes.ts'
import { OwnerMenuUploadCallout } from './owner-menu-upload-callout.tsx'
import type { MenuWidgetSlot } from './owner-menu-upload-dialog.tsx'

const menu = reviewedMenuOf('La Fonda', 'COP', 'Postres', [reviewedItem('Tres leches', '$9.500')])

const catalogue = (id: string, nombre: string, activo = false): Catalogue => ({
  id,
  nombre,
  imagen: null,
  editado: new Date().toISOString(),
  activo,
  template: 'clasico',
})
const summer = catalogue('cat-1', 'Carta de verano', true)
const created = catalogue('cat-9', 'La Fonda')

// The upload widget's part here is to hand over a reviewed menu with the label it was given.
function StandInWidget({ onContinue, continueLabel, kept }: MenuWidgetSlot & { kept: ReviewedMenu }) {
  return (
    <button type="button" onClick={() => onContinue(kept)}>
      {continueLabel}
    </button>
  )
}

function renderCallout(catalogues: Catalogue[], kept: ReviewedMenu = menu) {
  const onImported = vi.fn()
  const onChangeCurrency = vi.fn(async (_currency: string) => undefined)
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OwnerMenuUploadCallout
        catalogues={catalogues}
        renderWidget={(slot) => <StandInWidget {...slot} kept={kept} />}
        onImported={onImported}
        businessCurrency="COP"
        onChangeCurrency={onChangeCurrency}
      />
    </QueryClientProvider>,
  )
  return { onImported, onChangeCurrency, user }
}

/** Opens "Subir menú", offered once the member's role is known: the dialog's code arrives after the click. */
async function openUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Subir menú' }))
  await screen.findByRole('dialog', { name: 'Subir menú' })
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST')

describe('OwnerMenuUploadCallout', () => {
  it('makes a new catalogue of the menu by default', async () => {
    const calls = mockSession(undefined, { 'POST /api/catalogues/from-menu': { status: 201, body: created } })
    const { onImported, user } = renderCallout([summer])

    await openUpload(user)
    const dialog = screen.getByRole('dialog', { name: 'Subir menú' })
    const choice = within(dialog).getByRole('group', { name: '¿Dónde quieres guardar el menú?' })
    expect(within(choice).getByRole('radio', { name: /Nuevo catálogo/ })).toBeChecked()
    expect(within(choice).getByRole('radio', { name: /Añadir a Carta de verano/ })).not.toBeChecked()

    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    expect(within(dialog).getByText('Tu menú será un catálogo nuevo.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Crear catálogo' }))

    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(created), { timeout: 4000 })
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: '/api/catalogues/from-menu', body: { ...menu, design: 'current' } }),
    ])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('adds the menu to the catalogue the owner chose', async () => {
    const calls = mockSession(undefined, {
      'POST /api/catalogues/cat-2/menu-import': { status: 200, body: catalogue('cat-2', 'Borrador') },
    })
    const { onImported, user } = renderCallout([summer, catalogue('cat-2', 'Borrador')])

    await openUpload(user)
    await user.click(screen.getByRole('radio', { name: /Añadir a Borrador/ }))
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    expect(screen.getByText('Tu menú se añadirá a Borrador.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Añadir al catálogo' }))

    await vi.waitFor(
      () => expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ id: 'cat-2' })),
      { timeout: 4000 },
    )
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: '/api/catalogues/cat-2/menu-import', body: menu }),
    ])
  })

  it('goes back to the choice, and keeps the menu to try again when saving fails', async () => {
    let answer = apiError(500, 'internal')
    const calls = mockSession(undefined, { 'POST /api/catalogues/cat-1/menu-import': () => answer })
    const { onImported, user } = renderCallout([summer])

    await openUpload(user)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await user.click(screen.getByRole('button', { name: /Cambiar/ }))
    await user.click(screen.getByRole('radio', { name: /Añadir a Carta de verano/ }))
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await user.click(screen.getByRole('button', { name: 'Añadir al catálogo' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar tu menú.')
    expect(onImported).not.toHaveBeenCalled()
    answer = { status: 200, body: summer }
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(summer), { timeout: 4000 })
    expect(posts(calls)).toHaveLength(2)
    expect(posts(calls)[1]!.body).toEqual(menu)
  })

  it('sends a retried new catalogue with the same Idempotency-Key, so a lost answer makes no second one', async () => {
    let answer = apiError(500, 'internal')
    const calls = mockSession(undefined, { 'POST /api/catalogues/from-menu': () => answer })
    const { onImported, user } = renderCallout([summer])

    await openUpload(user)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await user.click(screen.getByRole('button', { name: 'Crear catálogo' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar tu menú.')
    answer = { status: 201, body: created }
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(created), { timeout: 4000 })

    const keys = posts(calls).map((call) => new Headers(call.init?.headers).get('Idempotency-Key'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('goes straight to the upload when the owner has no catalogue yet', async () => {
    mockSession(undefined, { 'POST /api/catalogues/from-menu': { status: 201, body: created } })
    const { onImported, user } = renderCallout([])

    await openUpload(user)
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Cambiar/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Crear catálogo' }))
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(created), { timeout: 4000 })
  })

  it('closes on Cancelar without saving anything', async () => {
    const calls = mockSession()
    const { user } = renderCallout([summer])
    await openUpload(user)
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(posts(calls)).toEqual([])
  })

  it('lets the owner give a new catalogue a fresh design instead of the current one', async () => {
    const calls = mockSession(undefined, { 'POST /api/catalogues/from-menu': { status: 201, body: created } })
    const { onImported, user } = renderCallout([summer, catalogue('cat-2', 'Borrador')])
    await openUpload(user)
    const design = screen.getByRole('group', { name: 'Diseño del nuevo catálogo' })
    expect(within(design).getByRole('radio', { name: /El diseño actual/ })).toBeChecked()
    expect(within(design).getByRole('radio', { name: /El diseño actual/ })).toHaveAccessibleName(
      expect.stringContaining('Carta de verano'),
    )
    // Adding to an existing catalogue keeps its design: there is nothing to choose.
    await user.click(screen.getByRole('radio', { name: /Añadir a Borrador/ }))
    expect(screen.queryByRole('group', { name: 'Diseño del nuevo catálogo' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /Nuevo catálogo/ }))
    await user.click(screen.getByRole('radio', { name: /Un diseño nuevo/ }))
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await user.click(screen.getByRole('button', { name: 'Crear catálogo' }))
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(created), { timeout: 4000 })
    expect(posts(calls)[0]!.body).toEqual({ ...menu, design: 'template' })
  })

  describe('a menu printed in another currency', () => {
    const pounds = reviewedMenuOf('The Crown', '', 'Mains', [reviewedItem('Fish and chips', '£7.00')])

    it('is asked about, and kept in the business’s currency when the owner says so', async () => {
      const calls = mockSession(undefined, {
        'POST /api/catalogues/from-menu': { status: 201, body: created },
      })
      const { onImported, onChangeCurrency, user } = renderCallout([], pounds)
      await openUpload(user)
      await user.click(screen.getByRole('button', { name: 'Crear catálogo' }))

      const question = screen.getByRole('dialog', { name: /Este menú muestra precios en GBP/ })
      expect(question).toHaveAccessibleDescription(expect.stringContaining('Tu negocio cobra en COP'))
      expect(posts(calls)).toEqual([])
      await user.click(within(question).getByRole('button', { name: 'Guardar en COP' }))
      await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(created), { timeout: 4000 })
      expect(onChangeCurrency).not.toHaveBeenCalled()
      expect(posts(calls)).toHaveLength(1)
    })

    it('changes the business’s currency first when the owner chooses the menu’s', async () => {
      const calls = mockSession(undefined, {
        'POST /api/catalogues/from-menu': { status: 201, body: created },
      })
      const { onImported, onChangeCurrency, user } = renderCallout([], pounds)
      await openUpload(user)
      await user.click(screen.getByRole('button', { name: 'Crear catálogo' }))
      await user.click(screen.getByRole('button', { name: 'Cambiar mi negocio a GBP' }))
      await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(created), { timeout: 4000 })
      expect(onChangeCurrency).toHaveBeenCalledWith('GBP')
      expect(posts(calls)).toHaveLength(1)
    })

    it('keeps nothing when the owner goes back, with Escape, or when the change fails', async () => {
      const calls = mockSession()
      const { onChangeCurrency, user } = renderCallout([], pounds)
      await openUpload(user)
      const keep = screen.getByRole('button', { name: 'Crear catálogo' })
      await user.click(keep)
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog', { name: /Este menú muestra precios/ })).not.toBeInTheDocument()
      expect(keep).toHaveFocus()

      onChangeCurrency.mockRejectedValueOnce(new Error('offline'))
      await user.click(keep)
      await user.click(screen.getByRole('button', { name: 'Cambiar mi negocio a GBP' }))
      expect(await screen.findByText(/No pudimos cambiar la moneda/)).toBeInTheDocument()
      expect(posts(calls)).toEqual([])
    })

    // What "Crear catálogo" hands on for a read menu of bare prices, as the preview builds it.
    const keptFrom = (reading: Pick<AnalysedMenu, 'currency' | 'currencyEvidence'>): ReviewedMenu => {
      const read = buildAnalysedMenu(reading)
      for (const section of read.sections) for (const item of section.items) item.price = '7.00'
      return toReviewedMenu(toReviewDraft(read, 'Platos')).menu!
    }

    it('asks nothing when the reader only guessed the currency of bare prices', async () => {
      const calls = mockSession(undefined, {
        'POST /api/catalogues/from-menu': { status: 201, body: created },
      })
      const kept = keptFrom({ currency: 'USD', currencyEvidence: 'guessed' })
      const { onImported, user } = renderCallout([], kept)
      await openUpload(user)
      await user.click(screen.getByRole('button', { name: 'Crear catálogo' }))
      await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(created), { timeout: 4000 })
      expect(screen.queryByRole('dialog', { name: /Este menú muestra precios/ })).not.toBeInTheDocument()
      expect(posts(calls)[0]?.body).toMatchObject({ currency: '' })
    })

    it('asks when the page printed "£" away from its bare prices', async () => {
      mockSession()
      const { user } = renderCallout([], keptFrom({ currency: 'GBP', currencyEvidence: 'printed' }))
      await openUpload(user)
      await user.click(screen.getByRole('button', { name: 'Crear catálogo' }))
      expect(screen.getByRole('dialog', { name: /Este menú muestra precios en GBP/ })).toBeInTheDocument()
    })

    it('asks nothing when the menu’s "$" is the business’s own peso', async () => {
      mockSession(undefined, { 'POST /api/catalogues/from-menu': { status: 201, body: created } })
      const { onImported, user } = renderCallout([])
      await openUpload(user)
      await user.click(screen.getByRole('button', { name: 'Crear catálogo' }))
      await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(created), { timeout: 4000 })
    })
  })
})

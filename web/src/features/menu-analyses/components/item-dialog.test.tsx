import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import type { ItemValues } from '../review-draft.ts'
import { ItemDialog } from './item-dialog.tsx'

const wine: ItemValues = {
  name: 'Rioja crianza',
  price: '4,50',
  variants: [
    { label: 'Copa', price: '4,50' },
    { label: 'Botella', price: '18,00' },
  ],
  description: '',
  allergens: [],
  allergenTraces: [],
  english: { name: '', description: '' },
}

function renderDialog(item: ItemValues | null) {
  const onSave = vi.fn()
  const user = userEvent.setup()
  render(<ItemDialog item={item} onClose={() => {}} onSave={onSave} />)
  const dialog = screen.getByRole('dialog')
  /** The row of the nth price (from 1), a group named "Precio n". */
  const row = (number: number) =>
    within(dialog).getByRole('group', { name: `${i18n.t('menuAnalyses.dialog.price')} ${number}` })
  const save = () =>
    user.click(within(dialog).getByRole('button', { name: i18n.t('menuAnalyses.dialog.save') }))
  return { user, onSave, dialog, row, save }
}

describe('the item dialog’s prices', () => {
  it('shows each size as a label and a price, and saves them with the first one’s price', async () => {
    const { user, onSave, row, save } = renderDialog(wine)
    expect(within(row(1)).getByLabelText(/^Tamaño o formato/)).toHaveValue('Copa')
    expect(within(row(2)).getByLabelText('Precio')).toHaveValue('18,00')
    const price = within(row(1)).getByLabelText('Precio')
    await user.clear(price)
    await user.type(price, '5,00')
    await save()
    expect(onSave).toHaveBeenCalledWith({
      ...wine,
      price: '5,00',
      variants: [
        { label: 'Copa', price: '5,00' },
        { label: 'Botella', price: '18,00' },
      ],
    })
  })

  it('turns one price into sizes with "Añadir otro precio", the new label taking the focus', async () => {
    const { user, onSave, dialog, row, save } = renderDialog({ ...wine, price: '12', variants: [] })
    expect(within(dialog).queryByRole('group', { name: 'Precio 1' })).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Precio')).toHaveValue('12')
    await user.click(within(dialog).getByRole('button', { name: 'Añadir otro precio' }))
    await waitFor(() => expect(within(row(2)).getByLabelText(/^Tamaño o formato/)).toHaveFocus())
    await user.keyboard('Grande')
    await user.type(within(row(2)).getByLabelText('Precio'), '15')
    await user.type(within(row(1)).getByLabelText(/^Tamaño o formato/), 'Mediana')
    await save()
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        price: '12',
        variants: [
          { label: 'Mediana', price: '12' },
          { label: 'Grande', price: '15' },
        ],
      }),
    )
  })

  it('asks for a label on each of two or more prices, and refuses one twice, at the field', async () => {
    const { user, onSave, row, save } = renderDialog(wine)
    const first = within(row(1)).getByLabelText(/^Tamaño o formato/)
    await user.clear(first)
    await save()
    expect(first).toHaveAccessibleDescription('Ponle un nombre a este precio, por ejemplo Copa o Familiar.')
    expect(first).toHaveFocus()
    await user.type(first, ' botella ')
    const second = within(row(2)).getByLabelText(/^Tamaño o formato/)
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription('Otro precio de este plato ya tiene este nombre.'),
    )
    expect(onSave).not.toHaveBeenCalled()
    await user.clear(first)
    await user.type(first, 'Media botella')
    await save()
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        variants: [
          { label: 'Media botella', price: '4,50' },
          { label: 'Botella', price: '18,00' },
        ],
      }),
    )
  })

  it('refuses a label over 40 characters without cutting it', async () => {
    const { user, onSave, row, save } = renderDialog(wine)
    const label = within(row(2)).getByLabelText(/^Tamaño o formato/)
    await user.type(label, 'x'.repeat(40))
    await save()
    expect(label).toHaveValue(`Botella${'x'.repeat(40)}`)
    expect(label).toHaveAccessibleDescription('El nombre admite hasta 40 caracteres.')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('goes back to one price when all sizes but one are removed, focus on "Añadir otro precio"', async () => {
    const { user, onSave, dialog, save } = renderDialog(wine)
    await user.click(within(dialog).getByRole('button', { name: 'Quitar el precio 1' }))
    expect(within(dialog).getByRole('button', { name: 'Añadir otro precio' })).toHaveFocus()
    expect(within(dialog).getByLabelText('Precio')).toHaveValue('18,00')
    await save()
    expect(onSave).toHaveBeenCalledWith({ ...wine, price: '18,00', variants: [] })
  })

  it('names its fields and messages in English', async () => {
    await i18n.changeLanguage('en')
    const { user, row, save } = renderDialog(wine)
    const label = within(row(1)).getByLabelText(/^Size or serving/)
    await user.clear(label)
    await save()
    expect(label).toHaveAccessibleDescription('Give this price a name, for example Glass or Large.')
    expect(screen.getByRole('button', { name: 'Remove price 2' })).toBeInTheDocument()
  })
})

describe('the item dialog’s allergens and English', () => {
  const croquetas: ItemValues = {
    ...wine,
    name: 'Croquetas',
    price: '8,50',
    variants: [],
    allergens: ['gluten', 'lacteos'],
    allergenTraces: ['frutos-de-cascara'],
    english: { name: 'Croquettes', description: '' },
  }

  it('shows the allergens read and takes one off, keeping the others and the traces', async () => {
    const { user, onSave, dialog, save } = renderDialog(croquetas)
    const allergens = within(dialog).getByRole('group', { name: 'Alérgenos que indica tu carta' })
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gluten', 'Lácteos', 'Frutos de cáscara'])
    await user.click(within(allergens).getByRole('button', { name: 'Quitar Lácteos' }))
    await user.click(within(allergens).getByRole('button', { name: 'Quitar trazas de Frutos de cáscara' }))
    await save()
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ allergens: ['gluten'], allergenTraces: [] }),
    )
  })

  it('edits the English name and description, read as English', async () => {
    const { user, onSave, dialog, save } = renderDialog(croquetas)
    const name = within(dialog).getByLabelText(/^En inglés: nombre/)
    expect(name).toHaveValue('Croquettes')
    expect(name).toHaveAttribute('lang', 'en')
    await user.type(within(dialog).getByLabelText(/^En inglés: descripción/), 'with ham')
    await save()
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ english: { name: 'Croquettes', description: 'with ham' } }),
    )
  })

  it('shows no allergens for a dish whose menu states none', () => {
    const { dialog } = renderDialog(wine)
    expect(within(dialog).queryByRole('group', { name: 'Alérgenos que indica tu carta' })).toBeNull()
  })
})

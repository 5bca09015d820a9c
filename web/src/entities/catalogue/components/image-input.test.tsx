import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { ImageInput, type ImageKind } from './image-input.tsx'

const onFileChange = vi.fn<(file: File | null) => void>()

/** The input as a form holds it: the file chosen is kept, a removal clears the saved image too. */
function Harness({ kind = 'brand', imageUrl = null }: { kind?: ImageKind; imageUrl?: string | null }) {
  const [file, setFile] = useState<File | null>(null)
  const [saved, setSaved] = useState(imageUrl)
  return (
    <ImageInput
      label="Logo"
      kind={kind}
      imageUrl={saved}
      file={file}
      hint="Recomendado 500x500."
      onFileChange={(next) => {
        onFileChange(next)
        setFile(next)
        if (!next) setSaved(null)
      }}
    />
  )
}

const fileOf = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type })
// The picker, as the file dialog fills it (the user's own `accept` filtering is off to test the check).
const picker = () => screen.getByLabelText('Logo', { selector: 'input' })
const user = () => userEvent.setup({ applyAccept: false })

beforeEach(() => {
  onFileChange.mockReset()
  // jsdom has no object URLs; the preview only needs an address per file.
  URL.createObjectURL = vi.fn((file: Blob) => `blob:preview/${(file as File).name}`)
  URL.revokeObjectURL = vi.fn()
})

describe('ImageInput', () => {
  it('is a labelled group with a picker button, the accepted types and the hint', () => {
    render(<Harness />)
    const group = screen.getByRole('group', { name: 'Logo' })
    expect(within(group).getByRole('button', { name: 'Elegir imagen' })).toHaveAccessibleDescription(
      'JPG, PNG o SVG, hasta 8 MB (1 MB si es SVG). Recomendado 500x500.',
    )
    expect(picker()).toHaveAttribute('type', 'file')
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg,image/png,.png,image/svg+xml,.svg')
    expect(within(group).queryByRole('button', { name: 'Quitar imagen' })).not.toBeInTheDocument()
  })

  it('opens the file picker from the button, by keyboard too', async () => {
    const actor = user()
    render(<Harness />)
    const click = vi.spyOn(picker(), 'click')
    await actor.tab()
    expect(screen.getByRole('button', { name: 'Elegir imagen' })).toHaveFocus()
    await actor.keyboard('{Enter}')
    expect(click).toHaveBeenCalledOnce()
  })

  it('hands a valid file to the form and previews it until it is saved', async () => {
    render(<Harness />)
    const file = fileOf('logo.svg', 'image/svg+xml')
    await user().upload(picker(), file)
    expect(onFileChange).toHaveBeenCalledExactlyOnceWith(file)
    expect(screen.getByRole('img', { name: 'Vista previa: Logo' })).toHaveAttribute(
      'src',
      'blob:preview/logo.svg',
    )
    expect(screen.getByText('logo.svg: sin guardar')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toBeInTheDocument()
  })

  it('refuses a file of another type with an alert tied to the picker, and keeps what was there', async () => {
    render(<Harness kind="product" imageUrl="/media/saved-640.webp" />)
    await user().upload(picker(), fileOf('logo.svg', 'image/svg+xml'))
    expect(onFileChange).not.toHaveBeenCalled()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Este archivo no es una imagen JPG, PNG o WebP. Elige otra.')
    expect(picker()).toHaveAttribute('aria-invalid', 'true')
    expect(picker().getAttribute('aria-describedby')).toContain(alert.id)
    expect(screen.getByRole('img', { name: 'Vista previa: Logo' })).toHaveAttribute(
      'src',
      '/media/saved-640.webp',
    )
  })

  it('refuses a file over the weight of its type, saying both weights', async () => {
    render(<Harness />)
    await user().upload(picker(), fileOf('logo.svg', 'image/svg+xml', 1.5 * 1024 * 1024))
    expect(onFileChange).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('La imagen pesa 1,5 MB y el máximo es 1 MB.')
    await user().upload(picker(), fileOf('foto.png', 'image/png', 1.5 * 1024 * 1024))
    expect(onFileChange).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('removes the image: the form hears null and the preview goes', async () => {
    render(<Harness imageUrl="/media/saved-640.webp" />)
    await user().click(screen.getByRole('button', { name: 'Quitar imagen' }))
    expect(onFileChange).toHaveBeenCalledExactlyOnceWith(null)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Elegir imagen' })).toBeInTheDocument()
  })

  it('takes a file dropped on it', async () => {
    render(<Harness />)
    const file = fileOf('foto.jpg', 'image/jpeg')
    const zone = screen
      .getByRole('button', { name: 'Elegir imagen' })
      .closest('div.border-dashed') as HTMLElement
    fireEvent.drop(zone, { dataTransfer: { files: [file] } })
    expect(onFileChange).toHaveBeenCalledExactlyOnceWith(file)
  })

  it('speaks English when the interface does', async () => {
    await i18n.changeLanguage('en')
    render(<Harness kind="product" />)
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      'JPG, PNG or WebP, up to 8 MB. Recomendado 500x500.',
    )
    await user().upload(picker(), fileOf('menu.pdf', 'application/pdf'))
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a JPG, PNG or WebP image.')
  })
})

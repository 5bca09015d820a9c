import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ColumnMapping, ImportPreview } from '#domain/clients/client-import.schema.ts'
import { apiError } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildClient, mockClientsApi } from '../testing/fake-clients.ts'

const lucia = buildClient({ id: 'c-lucia', nombreCompleto: 'Lucía Muñoz' })
const csv = 'Nombre;Tel;Correo;Ciudad\nAna Ruiz;300 111 2233;ana@example.co;Cali\n'
const file = new File([csv], 'clientes.csv', { type: 'text/csv' })

/** The server's reading of the file: the city column ignored until the owner maps it to the notes. */
function preview(mapping: ColumnMapping | null): ImportPreview {
  const chosen = mapping ?? ['nombreCompleto', 'telefono', 'email', null]
  const withNotes = chosen[3] === 'notas'
  return {
    encoding: 'windows-1252',
    delimiter: ';',
    headers: ['Nombre', 'Tel', 'Correo', 'Ciudad'],
    mapping: chosen,
    sample: [
      ['Ana Ruiz', '300 111 2233', 'ana@example.co', 'Cali'],
      ['', '301 000 0000', '', 'Bogotá'],
      ['Ana Ruiz', '3001112233', '', 'Cali'],
    ],
    report: {
      rows: 4,
      created: 2,
      updated: withNotes ? 1 : 0,
      unchanged: withNotes ? 0 : 1,
      merged: 1,
      refused: [{ line: 3, reason: 'nameRequired', value: '' }],
    },
  }
}

async function openImport() {
  const app = renderApp('/dashboard/clientes')
  await screen.findByRole('rowheader', { name: /Lucía Muñoz/ }, { timeout: 5000 })
  await app.user.click(screen.getByRole('button', { name: 'Importar CSV' }))
  const dialog = await screen.findByRole('dialog', { name: 'Importar clientes desde un CSV' })
  return { ...app, dialog }
}

const uploads = (requests: ReturnType<typeof mockClientsApi>['requests'], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.upload)

describe('Importing clients from a CSV', { timeout: 20_000 }, () => {
  it('previews the file as the server reads it, asks again when a column changes, imports and refreshes the list', async () => {
    const ana = buildClient({ id: 'c-ana', nombreCompleto: 'Ana Ruiz' })
    const { requests } = mockClientsApi({
      clients: [lucia],
      preview,
      importClients: (mapping) => ({ report: preview(mapping).report, added: [ana] }),
    })
    const { user, dialog } = await openImport()
    await user.upload(within(dialog).getByLabelText('Elige el archivo CSV'), file)

    await within(dialog).findByText(
      'Leímos «clientes.csv» como Windows-1252 (Excel), separado por punto y coma.',
    )
    const column = (name: string) => within(dialog).getByRole('combobox', { name })
    expect(column('Nombre')).toHaveDisplayValue('Nombre completo')
    expect(column('Tel')).toHaveDisplayValue('Teléfono')
    expect(column('Ciudad')).toHaveDisplayValue('No importar')
    const sample = within(dialog).getByRole('region', { name: 'Primeras 3 filas' })
    expect(within(sample).getAllByRole('row')).toHaveLength(4)
    expect(sample).toHaveTextContent('Bogotá')
    const report = within(dialog).getByRole('region', { name: 'Si importas ahora' })
    const count = (name: string) => within(report).getByText(name).nextElementSibling?.textContent
    expect([count('Nuevos'), count('Actualizados'), count('Sin cambios')]).toEqual(['2', '0', '1'])
    expect([count('Duplicados fusionados'), count('Rechazados')]).toEqual(['1', '1'])
    expect(within(report).getByRole('list', { name: 'Filas que no se importan' })).toHaveTextContent(
      'Línea 3: falta el nombre.',
    )
    // No mapping sent: the server guesses it from the headers. (jsdom's File does not survive Node's Request,
    // so what the file holds is checked by the browser journey, e2e/clients.spec.ts.)
    expect(uploads(requests, '/api/clients/import/preview').map((upload) => upload?.mapping)).toEqual([null])

    await user.selectOptions(column('Ciudad'), 'Notas')
    await waitFor(() => expect(count('Actualizados')).toBe('1'))
    expect(uploads(requests, '/api/clients/import/preview')[1]?.mapping).toEqual([
      'nombreCompleto',
      'telefono',
      'email',
      'notas',
    ])

    await user.click(within(dialog).getByRole('button', { name: 'Importar 3 clientes' }))
    const done = await screen.findByRole('dialog', { name: 'Importación terminada' })
    expect(within(done).getByRole('region', { name: 'Resultado' })).toHaveTextContent('Línea 3')
    expect(uploads(requests, '/api/clients/import')[0]?.mapping).toEqual([
      'nombreCompleto',
      'telefono',
      'email',
      'notas',
    ])
    await user.click(within(done).getByRole('button', { name: 'Cerrar' }))
    expect(await screen.findByRole('rowheader', { name: /Ana Ruiz/ })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importar CSV' })).toHaveFocus())
  })

  it('says when every client of the file is already up to date, and imports nothing', async () => {
    mockClientsApi({
      clients: [lucia],
      preview: (mapping) => {
        const same = preview(mapping)
        return { ...same, report: { ...same.report, created: 0, updated: 0, unchanged: 3, refused: [] } }
      },
    })
    const { user, dialog } = await openImport()
    await user.upload(within(dialog).getByLabelText('Elige el archivo CSV'), file)
    expect(
      await within(dialog).findByText(
        'No hay nada que importar: todos los clientes del archivo ya están al día.',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Importar 0 clientes' })).toBeDisabled()
  })

  it('shows the server’s refusal of a file in the dialog, and takes another', async () => {
    mockClientsApi(
      { clients: [lucia], preview },
      {
        'POST /api/clients/import/preview': apiError(
          400,
          'csv_not_text',
          'El archivo no es texto: guárdalo como CSV desde tu hoja de cálculo.',
        ),
      },
    )
    const { user, dialog } = await openImport()
    await user.upload(within(dialog).getByLabelText('Elige el archivo CSV'), file)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El archivo no es texto: guárdalo como CSV desde tu hoja de cálculo.',
    )
    expect(within(dialog).queryByRole('button', { name: /^Importar \d/ })).not.toBeInTheDocument()
  })

  it('refuses a file over 5 MB before sending it', async () => {
    const { requests } = mockClientsApi({ clients: [lucia], preview })
    const { user, dialog } = await openImport()
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.csv', { type: 'text/csv' })
    await user.upload(within(dialog).getByLabelText('Elige el archivo CSV'), big)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El archivo pesa más de 5 MB. Divídelo en partes más pequeñas e impórtalas una a una.',
    )
    expect(requests.filter((request) => request.path.startsWith('/api/clients/import'))).toEqual([])
  })
})

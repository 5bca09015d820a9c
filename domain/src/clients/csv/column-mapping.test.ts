import { describe, expect, it } from 'vitest'
import { checkColumnMapping, guessColumnMapping } from './column-mapping.ts'
import type { CsvFileError } from './csv-file-error.ts'

describe('guessColumnMapping', () => {
  it('knows Spanish headers whatever their accents, case and spacing', () => {
    expect(
      guessColumnMapping([
        'Nombre completo',
        'Apellido(s)',
        'TELÉFONO',
        'Correo electrónico',
        ' país ',
        'Estado',
        'Observaciones',
      ]),
    ).toEqual(['nombreCompleto', 'apellidos', 'telefono', 'email', 'pais', 'estado', 'notas'])
    expect(guessColumnMapping(['Cliente', 'Celular', 'Correo', 'Comentarios'])).toEqual([
      'nombreCompleto',
      'telefono',
      'email',
      'notas',
    ])
    expect(guessColumnMapping(['Nombre', 'Móvil', 'Tel'])).toEqual(['nombreCompleto', 'telefono', null])
  })

  it('knows English headers, with dashes and underscores', () => {
    expect(
      guessColumnMapping(['First_Name', 'Last name', 'Mobile', 'E-mail', 'Country', 'Status', 'Notes']),
    ).toEqual(['nombreCompleto', 'apellidos', 'telefono', 'email', 'pais', 'estado', 'notas'])
    expect(guessColumnMapping(['Full name', 'Surname', 'WhatsApp', 'Email', 'Phone'])).toEqual([
      'nombreCompleto',
      'apellidos',
      'telefono',
      'email',
      null,
    ])
  })

  it('maps the export’s own headers, in both languages, and ignores what it cannot fill', () => {
    expect(
      guessColumnMapping([
        'Nombre completo',
        'Teléfono',
        'Correo electrónico',
        'País',
        'Estado',
        'Última visita',
        'Visitas',
        'Notas',
      ]),
    ).toEqual(['nombreCompleto', 'telefono', 'email', 'pais', 'estado', null, null, 'notas'])
    expect(
      guessColumnMapping([
        'Full name',
        'Phone',
        'Email',
        'Country',
        'Status',
        'Last visit',
        'Visits',
        'Notes',
      ]),
    ).toEqual(['nombreCompleto', 'telefono', 'email', 'pais', 'estado', null, null, 'notas'])
  })
})

describe('checkColumnMapping', () => {
  const headers = ['A', 'B', 'C']
  const problemOf = (mapping: Parameters<typeof checkColumnMapping>[0]) => {
    try {
      checkColumnMapping(mapping, headers)
      return null
    } catch (error) {
      return (error as CsvFileError).problem
    }
  }

  it('takes a mapping with one entry per column, each field once, a name among them', () => {
    expect(problemOf(['telefono', null, 'nombreCompleto'])).toBeNull()
  })

  it('refuses another column count, a field twice, or no name column', () => {
    expect(problemOf(['nombreCompleto', null])).toBe('mappingInvalid')
    expect(problemOf(['nombreCompleto', 'telefono', 'telefono'])).toBe('mappingInvalid')
    expect(problemOf(['apellidos', 'telefono', null])).toBe('noNameColumn')
  })
})

import { zodResolver } from '@hookform/resolvers/zod'
import type { TFunction } from 'i18next'
import { useRef, useState } from 'react'
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  MAX_TABLE_AREA_LENGTH,
  MAX_TABLE_NAME_LENGTH,
  MAX_TABLES,
} from '#domain/ordering/dining-table.schema.ts'
import { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'

type Options<Input extends FieldValues, Output, Result> = {
  schema: z.ZodType<Output, Input>
  defaultValues: Input
  /** The form's fields, where the server's refusals that name one are shown. */
  fields: readonly Path<Input>[]
  save: (values: Output) => Promise<Result>
  onSaved: (result: Result) => void
}

/**
 * What the table forms share: checked with the domain's schema; a refusal the server names a field for (400,
 * 409 `table_name_taken`) shown at that field and focused; any other (409 `tables_limit`, no connection) in the
 * form's alert. A failure keeps every value typed.
 */
export function useTableForm<Input extends FieldValues, Output, Result>({
  schema,
  defaultValues,
  fields,
  save,
  onSaved,
}: Options<Input, Output, Result>) {
  const { t } = useTranslation()
  const [failure, setFailure] = useState<string | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    defaultValues: defaultValues as never,
  })

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      onSaved(await save(values))
    } catch (error) {
      const refused = error instanceof ApiError ? (error.fields ?? {}) : {}
      const named = fields.filter((field) => refused[field]?.[0])
      for (const field of named) form.setError(field, { type: 'server', message: refused[field]?.[0] })
      if (named[0]) return form.setFocus(named[0])
      setFailure(serverMessage(error, t))
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  })

  /** The message under a field: the schema's or the server's key, else `fallback` (zod's own words). */
  const errorOf = (field: Path<Input>, fallback?: MessageKey) => {
    const message = form.getFieldState(field, form.formState).error?.message
    if (!message) return undefined
    const key = message.startsWith('ordering.') ? (message as MessageKey) : fallback
    return key ? t(key, { max: limitOf(field) }) : message
  }

  const clearFailure = () => setFailure(null)
  return { form, submit, failure, clearFailure, alertRef, errorOf }
}

function limitOf(field: string): number {
  if (field === 'count') return MAX_TABLES
  return field === 'area' ? MAX_TABLE_AREA_LENGTH : MAX_TABLE_NAME_LENGTH
}

/** What to say about a refused change: the server's own message (already in the interface's language). */
export function serverMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return error.message
  return t('ordering.tables.errors.network')
}

import { CircleCheck } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatEmailSchema } from '#domain/chat/chat.schema.ts'
import { FieldError } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'

type Props = {
  email: string | null
  /** Keeps the email; rejects with the failure's message key. */
  onSave: (email: string) => Promise<void>
}

/**
 * "Déjanos tu email y te enviamos la respuesta": the address support answers to. Checked with the domain's
 * schema, its message under the box; once kept, says where the answer will go, with a way to change it.
 */
export function ChatEmailForm({ email, onSave }: Props) {
  const { t } = useTranslation()
  const inputId = useId()
  const errorId = `${inputId}-error`
  const [value, setValue] = useState('')
  const [error, setError] = useState<MessageKey | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const [isEditing, setIsEditing] = useState(false)
  // The form and its button go once the email is kept, and come back to change it: the focus moves to what
  // replaces them, never to the page behind.
  const [hasJustSaved, setHasJustSaved] = useState(false)
  const saved = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (hasJustSaved) saved.current?.focus()
  }, [hasJustSaved])
  useEffect(() => {
    if (isEditing) input.current?.focus()
  }, [isEditing])

  if (email && !isEditing) {
    return (
      <div
        ref={saved}
        role="status"
        tabIndex={-1}
        className="flex items-start gap-2 border-stone-200 border-t bg-emerald-50 px-4 py-2.5"
      >
        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        <p className="min-w-0 flex-1 wrap-anywhere text-emerald-900 text-sm">
          {t('chat.email.saved', { email })}
        </p>
        <button
          type="button"
          onClick={() => {
            setValue(email)
            setHasJustSaved(false)
            setIsEditing(true)
          }}
          className="shrink-0 font-medium text-emerald-900 text-sm underline underline-offset-2"
        >
          {t('chat.email.change')}
        </button>
      </div>
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = ChatEmailSchema.safeParse({ email: value })
    if (!parsed.success) {
      setError((parsed.error.issues[0]?.message ?? 'chat.errors.emailInvalid') as MessageKey)
      return
    }
    setIsSaving(true)
    try {
      await onSave(parsed.data.email)
      setHasJustSaved(true)
      setIsEditing(false)
      setError(null)
    } catch (failure) {
      setError(typeof failure === 'string' ? (failure as MessageKey) : 'chat.errors.failed')
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="border-stone-200 border-t bg-stone-50 px-4 py-2.5">
      <label htmlFor={inputId} className="block font-medium text-sm text-stone-800">
        {t('chat.email.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={input}
          id={inputId}
          type="email"
          autoComplete="email"
          value={value}
          placeholder={t('chat.email.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value)
            setError(null)
          }}
          className={
            'h-10 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 ' +
            'placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600 ' +
            'aria-invalid:border-red-600 sm:text-sm'
          }
        />
        <button
          type="submit"
          disabled={isSaving}
          className={
            'h-10 shrink-0 rounded-xl border border-stone-300 bg-white px-3 font-medium text-sm text-stone-800 ' +
            'hover:bg-stone-100 disabled:opacity-50'
          }
        >
          {isSaving ? t('chat.email.saving') : t('chat.email.save')}
        </button>
      </div>
      {error ? <FieldError id={errorId}>{t(error)}</FieldError> : null}
    </form>
  )
}

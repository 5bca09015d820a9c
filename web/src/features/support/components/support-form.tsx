import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck, LoaderCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  MAX_SUPPORT_MESSAGE_LENGTH,
  type SupportMessage,
  type SupportMessageInput,
  SupportMessageSchema,
} from '#domain/support/support-message.schema.ts'
import { AcceptanceField } from '../../../components/ui/acceptance-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { MessageField } from '../../../components/ui/message-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import { useCreateSupportMessage } from '../api/create-support-message.ts'

/** What the form can start with: the signed-in account's name and email. */
export type SupportFormDefaults = Partial<Pick<SupportMessageInput, 'nombre' | 'apellido' | 'correo'>>

const EMPTY: SupportMessageInput = {
  nombre: '',
  apellido: '',
  correo: '',
  telefono: '',
  mensaje: '',
  aceptaPrivacidad: false,
}

/** Why a sending failed, in words for the owner: too many messages, or anything else (values stay). */
function describeFailure(error: unknown): MessageKey {
  return error instanceof ApiError && error.status === 429
    ? 'support.errors.rateLimited'
    : 'support.errors.failed'
}

/**
 * The support form (spec §5 "Support form", issue 8 item 4): checked on submit with the shared schema, each
 * field's message cleared as soon as it is edited; a sent message resets the form and says "Mensaje enviado…".
 */
export function SupportForm({ defaults = {} }: { defaults?: SupportFormDefaults }) {
  const { t } = useTranslation()
  const alertId = useId()
  const createMessage = useCreateSupportMessage()
  const [failure, setFailure] = useState<MessageKey | null>(null)
  const [isSent, setIsSent] = useState(false)
  const initial = { ...EMPTY, ...defaults }
  const {
    register,
    control,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SupportMessageInput, unknown, SupportMessage>({
    resolver: zodResolver(SupportMessageSchema),
    defaultValues: initial,
    // Errors come back only on the next submission: editing a field clears its message (spec §5).
    reValidateMode: 'onSubmit',
  })

  const errorOf = (field: keyof SupportMessageInput) => {
    const message = errors[field]?.message
    return message ? t(message as MessageKey, { max: MAX_SUPPORT_MESSAGE_LENGTH }) : undefined
  }
  const field = (name: keyof SupportMessageInput) =>
    register(name, {
      onChange: () => {
        clearErrors(name)
        setIsSent(false)
      },
    })

  const submit = handleSubmit(async (message) => {
    setFailure(null)
    setIsSent(false)
    try {
      await createMessage.mutateAsync(message)
      reset(initial)
      setIsSent(true)
    } catch (error) {
      setFailure(describeFailure(error))
    }
  })
  const isBusy = isSubmitting || createMessage.isPending

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-describedby={failure ? alertId : undefined}
      className="@container space-y-5"
    >
      <p className="text-sm text-stone-600">{t('support.form.requiredNote')}</p>
      <div className="grid gap-5 @lg:grid-cols-2">
        <TextField
          label={t('support.fields.nombre')}
          autoComplete="given-name"
          maxLength={120}
          required
          error={errorOf('nombre')}
          {...field('nombre')}
        />
        <TextField
          label={t('support.fields.apellido')}
          autoComplete="family-name"
          maxLength={120}
          required
          error={errorOf('apellido')}
          {...field('apellido')}
        />
        <TextField
          label={t('support.fields.correo')}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          error={errorOf('correo')}
          {...field('correo')}
        />
        <Controller
          name="telefono"
          control={control}
          render={({ field: phone }) => (
            <TextField
              label={t('support.fields.telefono')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={15}
              error={errorOf('telefono')}
              {...phone}
              // Digits only (spec §5 "Phone inputs … digits only"): anything else is dropped as it is typed.
              onChange={(event) => {
                clearErrors('telefono')
                setIsSent(false)
                phone.onChange(event.target.value.replace(/\D/g, ''))
              }}
            />
          )}
        />
      </div>
      <MessageField
        label={t('support.fields.mensaje')}
        maxLength={MAX_SUPPORT_MESSAGE_LENGTH}
        placeholder={t('support.fields.mensajePlaceholder')}
        error={errorOf('mensaje')}
        {...field('mensaje')}
      />
      <AcceptanceField
        labelKey="support.fields.aceptaPrivacidad"
        link={{ tag: 'privacy', to: '/privacy' }}
        error={errorOf('aceptaPrivacidad')}
        {...field('aceptaPrivacidad')}
      />
      {failure ? <FormAlert id={alertId}>{t(failure)}</FormAlert> : null}
      <div role="status" className="empty:hidden">
        {isSent ? (
          <p className="flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-emerald-900 text-sm">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('support.form.sent')}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full @lg:w-auto" disabled={isBusy}>
        {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {isBusy ? t('support.form.submitting') : t('support.form.submit')}
      </Button>
    </form>
  )
}

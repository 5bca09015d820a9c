import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  MAX_SUPPORT_MESSAGE_LENGTH,
  MAX_SUPPORT_NAME_LENGTH,
  type SupportMessage,
  type SupportMessageInput,
  SupportMessageSchema,
} from '#domain/support/support-message.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { MessageFormOutcome, SendButton } from '../../../components/forms/message-form-parts.tsx'
import { useMessageForm } from '../../../components/forms/use-message-form.ts'
import { AcceptanceField } from '../../../components/ui/acceptance-field.tsx'
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
 * The support form (docs/product-spec.md §5 "Support form"): checked on submit with the shared schema, each
 * field's message cleared as soon as it is edited; a sent message resets the form and says "Mensaje enviado…"
 * (useMessageForm).
 */
export function SupportForm({ defaults = {} }: { defaults?: SupportFormDefaults }) {
  const { t } = useTranslation()
  const createMessage = useCreateSupportMessage()
  const { control, field, errorOf, markEdited, submit, failure, alertId, isSent, isBusy, hasUnsavedChanges } =
    useMessageForm<SupportMessageInput, SupportMessage>({
      schema: SupportMessageSchema,
      empty: { ...EMPTY, ...defaults },
      send: createMessage.mutateAsync,
      describeFailure,
      messageValues: { max: MAX_SUPPORT_MESSAGE_LENGTH, maxName: MAX_SUPPORT_NAME_LENGTH },
    })
  const message = useWatch({ control, name: 'mensaje' })

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-describedby={failure ? alertId : undefined}
      className="@container space-y-5"
    >
      <LeaveGuard hasUnsavedChanges={hasUnsavedChanges} />
      <p className="text-sm text-stone-600">{t('support.form.requiredNote')}</p>
      <div className="grid gap-5 @lg:grid-cols-2">
        <TextField
          label={t('support.fields.nombre')}
          autoComplete="given-name"
          required
          error={errorOf('nombre')}
          {...field('nombre')}
        />
        <TextField
          label={t('support.fields.apellido')}
          autoComplete="family-name"
          required
          error={errorOf('apellido')}
          {...field('apellido')}
        />
        <TextField
          label={t('support.fields.correo')}
          type="email"
          autoComplete="email"
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
              error={errorOf('telefono')}
              {...phone}
              // Digits only (docs/product-spec.md §5 "Phone inputs … digits only"): anything else is dropped
              // as it is typed.
              onChange={(event) => {
                markEdited('telefono')
                phone.onChange(event.target.value.replace(/\D/g, ''))
              }}
            />
          )}
        />
      </div>
      <MessageField
        label={t('support.fields.mensaje')}
        count={{ length: message.length, max: MAX_SUPPORT_MESSAGE_LENGTH }}
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
      <MessageFormOutcome
        failure={failure ? t(failure) : null}
        alertId={alertId}
        sentNote={isSent ? t('support.form.sent') : null}
      />
      <SendButton
        isBusy={isBusy || createMessage.isPending}
        label={t('support.form.submit')}
        busyLabel={t('support.form.submitting')}
      />
    </form>
  )
}

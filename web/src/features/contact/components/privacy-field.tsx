import type { ComponentProps } from 'react'
import { useId } from 'react'
import { Trans } from 'react-i18next'
import { Link } from 'react-router'
import { FieldError, FieldLabel } from '../../../components/ui/form-field.tsx'

/** "Acepto la política de privacidad", linking to it in a new tab so nothing typed in the form is lost. */
export function PrivacyField({ error, ...props }: ComponentProps<'input'> & { error?: string }) {
  const id = useId()
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
          {...props}
        />
        <FieldLabel htmlFor={id} isRequired>
          <span className="font-normal text-stone-700">
            <Trans
              i18nKey="contact.fields.acceptPrivacy"
              components={{
                privacy: (
                  <Link
                    to="/privacy"
                    target="_blank"
                    rel="noopener"
                    className="rounded font-medium text-brand-700 underline hover:text-brand-800"
                  />
                ),
              }}
            />
          </span>
        </FieldLabel>
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  )
}

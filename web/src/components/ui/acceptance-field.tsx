import type { ComponentProps } from 'react'
import { useId } from 'react'
import { Trans } from 'react-i18next'
import { Link } from 'react-router'
import { FieldError, FieldLabel } from './form-field.tsx'

// The acceptance texts, by name: Trans cannot type-check a key drawn from every message of the app.
type AcceptanceKey =
  | 'accounts.register.acceptTerms'
  | 'leads.fields.acceptPrivacy'
  | 'support.fields.aceptaPrivacidad'

type Props = ComponentProps<'input'> & {
  /** The label's key, its linked words wrapped in a tag ("Acepto la <privacy>política…</privacy>"). */
  labelKey: AcceptanceKey
  /** That tag's name in the text, and where its words lead (the terms, the privacy policy). */
  link: { tag: string; to: string }
  error?: string
}

/**
 * A required checkbox whose label links to a document ("Acepto la política de privacidad"), opening it in a
 * new tab so nothing typed in the form is lost. Takes react-hook-form's `register()` props, ref included.
 */
export function AcceptanceField({ labelKey, link, error, ...props }: Props) {
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
              i18nKey={labelKey}
              components={{
                [link.tag]: (
                  <Link
                    to={link.to}
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

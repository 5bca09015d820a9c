import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useAuthProviders } from '../api/get-auth-providers.ts'
import { describeFederatedError, type FederatedPurpose } from '../failures.ts'

/**
 * What went wrong with a federated sign-in, read from the address the server sent the person back to
 * (`?error=<code>&error_description=…&provider=`), worded as docs/product-spec.md §8 says; nothing without
 * `error`.
 */
export function FederatedError({ purpose }: { purpose: FederatedPurpose }) {
  const { t } = useTranslation()
  const id = useId()
  const [params] = useSearchParams()
  const { data: providers } = useAuthProviders()
  const error = params.get('error')
  if (error === null) return null

  // docs/product-spec.md §8 speaks of Google; the other provider is named as the server calls it.
  const provider =
    params.get('provider') === 'oidc'
      ? (providers?.oidc?.name ?? t('accounts.federated.fallbackName'))
      : 'Google'
  const { key, withDescription } = describeFederatedError(purpose, error, params.get('error_description'))
  return (
    <div className="mb-5">
      <FormAlert id={id}>{t(key, { provider, description: withDescription })}</FormAlert>
    </div>
  )
}

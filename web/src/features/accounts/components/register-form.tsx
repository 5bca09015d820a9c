import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  ACCOUNT_MESSAGES,
  MAX_NAME_LENGTH,
  type Me,
  MIN_PASSWORD_LENGTH,
  type RegisterInput,
  RegisterSchema,
} from '#domain/accounts/account.schema.ts'
import { MAX_BUSINESS_NAME_LENGTH } from '#domain/accounts/business.schema.ts'
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  getCountry,
  maskPhone,
  phoneDigitCount,
} from '#domain/accounts/countries.ts'
import { AcceptanceField } from '../../../components/ui/acceptance-field.tsx'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { phonePlaceholder } from '../../../entities/account/components/phone-fields.tsx'
import { getCurrentLanguage, type MessageKey } from '../../../lib/i18n.ts'
import { type RegisterBody, useRegister } from '../api/register.ts'
import { describeRegisterFailure } from '../failures.ts'
import { EmailField } from './email-field.tsx'
import { FailureAlert, useFailureAlert } from './failure-alert.tsx'
import { PasswordField } from './password-field.tsx'
import { SubmitButton } from './submit-button.tsx'
import { TextLink } from './text-link.tsx'

type Field = keyof RegisterInput

const requiredKey = ACCOUNT_MESSAGES.required

type Props = {
  onRegistered: (user: Me) => void
  /** The button's words; "Crear cuenta" by default (the sign-in dialog says "Inicia"). */
  submitLabel?: string
  /** What goes under the button; a link to /login by default. */
  footer?: ReactNode
  /** Other ways in, between the button and the footer: federated providers. */
  extra?: ReactNode
}

/**
 * The register form of docs/product-spec.md §2 "Register page" and §5; calls `onRegistered` once the account
 * exists.
 */
export function RegisterForm({ onRegistered, submitLabel, footer, extra }: Props) {
  const { t } = useTranslation()
  const language = getCurrentLanguage()
  const alert = useFailureAlert()
  const createAccount = useRegister()
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegisterInput, unknown, RegisterBody>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: {
      name: '',
      businessName: '',
      email: '',
      password: '',
      confirmPassword: '',
      countryCode: DEFAULT_COUNTRY,
      phone: '',
      acceptTerms: false,
    },
  })
  const countryCode = watch('countryCode')

  const submit = handleSubmit(async (input) => {
    try {
      onRegistered(await createAccount.mutateAsync(input))
    } catch (error) {
      const said = describeRegisterFailure(error)
      // A taken email is said at the field, which gets focus; everything typed stays either way.
      if (said.field && 'key' in said) {
        setError(said.field, { type: 'server', message: said.key }, { shouldFocus: true })
      } else {
        alert.setFailure(said)
      }
    }
  })

  // The spec's "Todos los campos marcados con * son obligatorios" is said once, for every empty field.
  const isMissing = (field: Field) => errors[field]?.message === requiredKey
  const hasMissing = (['name', 'businessName', 'email', 'password', 'confirmPassword'] as const).some(
    isMissing,
  )
  const ownError = (field: Field) => {
    const message = errors[field]?.message
    if (!message || message === requiredKey) return undefined
    return t(message as MessageKey, { min: MIN_PASSWORD_LENGTH, digits: phoneDigitCount(countryCode) })
  }
  const missingProps = (field: Field) => ({
    error: ownError(field),
    invalid: isMissing(field),
    describedBy: isMissing(field) ? alert.id : undefined,
  })
  const formMessage = alert.message ?? (hasMissing ? t(requiredKey) : null)
  const isBusy = isSubmitting || createAccount.isPending

  return (
    // Side by side only when the form itself is wide enough: the page's card is, the dialog is not.
    <form noValidate onSubmit={alert.createSubmitHandler(submit)} className="@container space-y-5">
      <p className="text-sm text-stone-600">{t('accounts.register.requiredNote')}</p>
      <FailureAlert id={alert.id} ref={alert.ref} message={formMessage} />
      <TextField
        label={t('accounts.fields.name')}
        autoComplete="name"
        required
        count={{ length: watch('name').length, max: MAX_NAME_LENGTH }}
        {...missingProps('name')}
        {...register('name')}
      />
      <TextField
        label={t('accounts.fields.businessName')}
        hint={t('accounts.fields.businessNameHint')}
        autoComplete="organization"
        required
        count={{ length: watch('businessName').length, max: MAX_BUSINESS_NAME_LENGTH }}
        {...missingProps('businessName')}
        {...register('businessName')}
      />
      <EmailField {...missingProps('email')} {...register('email')} />
      <div className="grid gap-5 @md:grid-cols-2">
        <PasswordField
          label={t('accounts.fields.password')}
          autoComplete="new-password"
          hasLengthHint
          {...missingProps('password')}
          {...register('password')}
        />
        <PasswordField
          label={t('accounts.fields.confirmPassword')}
          autoComplete="new-password"
          {...missingProps('confirmPassword')}
          {...register('confirmPassword')}
        />
      </div>
      <div className="grid gap-5 @md:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
        <SelectField
          label={t('accounts.fields.countryCode')}
          {...register('countryCode', {
            // The number keeps its digits and takes the new country's mask.
            onChange: (event: { target: { value: string } }) =>
              setValue('phone', maskPhone(event.target.value, getValues('phone')), {
                shouldValidate: isSubmitted,
              }),
          })}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {t('accounts.fields.countryOption', { name: country.name[language], prefix: country.prefix })}
            </option>
          ))}
        </SelectField>
        <Controller
          name="phone"
          control={control}
          render={({ field }) => (
            <TextField
              label={t('accounts.fields.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              adornment={getCountry(countryCode).prefix}
              placeholder={phonePlaceholder(countryCode)}
              error={ownError('phone')}
              {...field}
              onChange={(event) => field.onChange(maskPhone(countryCode, event.target.value))}
            />
          )}
        />
      </div>
      <AcceptanceField
        labelKey="accounts.register.acceptTerms"
        link={{ tag: 'terms', to: '/terms' }}
        error={ownError('acceptTerms')}
        {...register('acceptTerms')}
      />
      <SubmitButton isBusy={isBusy} busyLabel={t('accounts.register.submitting')} className="w-full">
        {submitLabel ?? t('accounts.register.submit')}
      </SubmitButton>
      {extra}
      {footer ?? (
        <p className="text-center text-sm text-stone-600">
          {t('accounts.register.hasAccount')} <TextLink to="/login">{t('accounts.register.login')}</TextLink>
        </p>
      )}
    </form>
  )
}

import QRCode from 'qrcode'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TotpCodeSchema, type TwoFactorSetup } from '#domain/security/security.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { useConfirmTwoFactor } from '../api/two-factor.ts'
import { describeSecurityFailure } from '../failures.ts'
import { useMessage } from '../use-message.ts'
import { PendingButton } from './pending-button.tsx'

/** The otpauth:// address as an SVG data URL, drawn in the browser: the secret never leaves for a QR service. */
function useQrDataUrl(text: string): string | null {
  const [address, setAddress] = useState<string | null>(null)
  useEffect(() => {
    let isCurrent = true
    QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (svg) => isCurrent && setAddress(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => isCurrent && setAddress(null),
    )
    return () => {
      isCurrent = false
    }
  }, [text])
  return address
}

/** "JBSW Y3DP EHPK 3PXP": the secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

type Props = { setup: TwoFactorSetup; onConfirmed: () => void; actions: ReactNode }

/** Scan the code (or type the secret), then the app's first code turns two-factor on. */
export function ScanStep({ setup, onConfirmed, actions }: Props) {
  const { t } = useTranslation()
  const say = useMessage()
  const qr = useQrDataUrl(setup.totpUri)
  const confirm = useConfirmTwoFactor()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    const parsed = TotpCodeSchema.safeParse(code)
    if (!parsed.success) {
      setError(say(parsed.error.issues[0]?.message))
      return
    }
    setError(undefined)
    try {
      await confirm.mutateAsync(parsed.data)
      onConfirmed()
    } catch (failure) {
      setError(say(describeSecurityFailure(failure)))
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <div className="flex size-44 shrink-0 items-center justify-center rounded-xl border border-stone-200 bg-white p-1">
          {qr ? (
            <img src={qr} alt={t('security.twoFactor.qrAlt')} className="size-full" />
          ) : (
            <span className="text-sm text-stone-600">{t('security.twoFactor.qrPending')}</span>
          )}
        </div>
        <div className="min-w-0 text-sm">
          <p className="text-stone-700">{t('security.twoFactor.manualEntry')}</p>
          <code
            className="mt-2 block select-all break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-stone-900"
            data-secret={setup.secret}
          >
            {groupSecret(setup.secret)}
          </code>
        </div>
      </div>
      <TextField
        label={t('security.twoFactor.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        hint={t('security.twoFactor.codeHint')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions}
        <PendingButton type="submit" isPending={confirm.isPending}>
          {t('security.twoFactor.confirm')}
        </PendingButton>
      </div>
    </form>
  )
}

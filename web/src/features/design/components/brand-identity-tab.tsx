import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/ui/form-field.tsx'
import { ImageInput } from '../../../entities/catalogue/components/image-input.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { type DesignFormValues, type ImageSlot, TEXT_LIMITS } from './design-form-values.ts'

type Props = { form: UseFormReturn<DesignFormValues> }

/** docs/product-spec.md §2 "Design", brand identity: business name, logo, welcome title, slogan, banner. */
export function BrandIdentityTab({ form }: Props) {
  const { t } = useTranslation()
  const { errors } = form.formState
  const values = useWatch({ control: form.control, name: ['businessName', 'welcomeTitle', 'slogan'] })
  const textProps = (field: keyof typeof TEXT_LIMITS, index: number) => {
    const message = errors[field]?.message
    return {
      error: message ? t(message as MessageKey) : undefined,
      count: { length: values[index]?.length ?? 0, max: TEXT_LIMITS[field] },
      ...form.register(field),
    }
  }

  return (
    <div className="space-y-5">
      <TextField
        label={t('design.brand.businessName')}
        autoComplete="organization"
        {...textProps('businessName', 0)}
      />
      <DesignImageField
        form={form}
        slot="logo"
        label={t('design.brand.logo')}
        hint={t('design.images.brandHint')}
      />
      <TextField
        label={t('design.brand.welcomeTitle')}
        placeholder={t('design.brand.welcomeTitlePlaceholder')}
        {...textProps('welcomeTitle', 1)}
      />
      <TextField
        label={t('design.brand.slogan')}
        placeholder={t('design.brand.sloganPlaceholder')}
        {...textProps('slogan', 2)}
      />
      <DesignImageField
        form={form}
        slot="banner"
        label={t('design.brand.banner')}
        hint={t('design.images.brandHint')}
      />
    </div>
  )
}

type ImageFieldProps = Props & { slot: ImageSlot; label: string; hint: string }

/**
 * One of the design's images, bound to the form: a chosen file waits in `<slot>File` until saving uploads it;
 * removing clears both the file and the saved address, and saving then sends the removal.
 */
export function DesignImageField({ form, slot, label, hint }: ImageFieldProps) {
  const imageUrl = useWatch({ control: form.control, name: slot })
  const file = useWatch({ control: form.control, name: `${slot}File` })
  const change = (next: File | null) => {
    form.setValue(`${slot}File`, next, { shouldDirty: true })
    if (next === null) form.setValue(slot, null, { shouldDirty: true })
  }
  return (
    <ImageInput
      label={label}
      kind="brand"
      imageUrl={imageUrl}
      file={file}
      onFileChange={change}
      hint={hint}
    />
  )
}

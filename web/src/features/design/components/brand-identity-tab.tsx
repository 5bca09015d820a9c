import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/ui/form-field.tsx'
import { ImageInput } from '../../../entities/catalogue/components/image-input.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import type { DesignFormValues, ImageSlot } from './design-form-values.ts'

type Props = { form: UseFormReturn<DesignFormValues> }

// The schema's limits, so that typing simply stops there instead of failing on save.
const MAX_LENGTHS = { businessName: 120, welcomeTitle: 160, slogan: 200 }

/** docs/product-spec.md §2 "Design", brand identity: business name, logo, welcome title, slogan, banner. */
export function BrandIdentityTab({ form }: Props) {
  const { t } = useTranslation()
  const { errors } = form.formState
  const errorOf = (field: keyof typeof MAX_LENGTHS) => {
    const message = errors[field]?.message
    return message ? t(message as MessageKey) : undefined
  }

  return (
    <div className="space-y-5">
      <TextField
        label={t('design.brand.businessName')}
        autoComplete="organization"
        maxLength={MAX_LENGTHS.businessName}
        error={errorOf('businessName')}
        {...form.register('businessName')}
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
        maxLength={MAX_LENGTHS.welcomeTitle}
        error={errorOf('welcomeTitle')}
        {...form.register('welcomeTitle')}
      />
      <TextField
        label={t('design.brand.slogan')}
        placeholder={t('design.brand.sloganPlaceholder')}
        maxLength={MAX_LENGTHS.slogan}
        error={errorOf('slogan')}
        {...form.register('slogan')}
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

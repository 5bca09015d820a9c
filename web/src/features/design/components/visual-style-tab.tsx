import { type ReactNode, useId } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BUTTON_STYLES, CATEGORY_DISPLAYS, DESIGN_FONTS } from '#domain/catalogues/design.schema.ts'
import { readColour } from '../../../entities/catalogue/components/preview/preview-style.ts'
import { getFontFamily } from '../../../entities/catalogue/fonts.ts'
import { DesignImageField } from './brand-identity-tab.tsx'
import { ChoiceCards } from './choice-cards.tsx'
import { ColourField } from './colour-field.tsx'
import type { DesignFormValues } from './design-form-values.ts'
import { ButtonSample, DisplayModeVisual } from './design-visuals.tsx'
import { SizeField } from './size-field.tsx'

type Props = { form: UseFormReturn<DesignFormValues> }

/**
 * docs/product-spec.md §2 "Design", visual style: category display, font, sizes, colours, button style and
 * background, in groups an owner can scan.
 */
export function VisualStyleTab({ form }: Props) {
  const { t } = useTranslation()
  const { control, register } = form
  const formatHintId = useId()
  const design = useWatch({ control }) as DesignFormValues
  const colour = (name: Parameters<typeof ColourField>[0]['name'], label: string) => (
    <ColourField control={control} name={name} label={label} formatHintId={formatHintId} />
  )

  return (
    <div className="space-y-8">
      <ChoiceCards
        legend={t('design.style.display')}
        registration={register('categoryDisplay')}
        className="grid-cols-1 sm:grid-cols-3"
        choices={CATEGORY_DISPLAYS.map((mode) => ({
          value: mode,
          label: t(`design.style.displays.${mode}.label`),
          description: t(`design.style.displays.${mode}.description`),
          visual: <DisplayModeVisual mode={mode} />,
        }))}
      />

      <Group title={t('design.style.typography')}>
        <ChoiceCards
          legend={t('design.style.font')}
          registration={register('font')}
          className="grid-cols-2 sm:grid-cols-4"
          choices={DESIGN_FONTS.map((font) => ({
            value: font,
            label: font,
            visual: (
              <span
                aria-hidden
                className="text-2xl text-stone-900"
                style={{ fontFamily: getFontFamily(font) }}
              >
                Aa
              </span>
            ),
            labelStyle: { fontFamily: getFontFamily(font) },
          }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SizeField control={control} name="titleSize" label={t('design.style.titleSize')} />
          <SizeField control={control} name="textSize" label={t('design.style.textSize')} />
        </div>
        <p id={formatHintId} className="text-sm text-stone-600">
          {t('design.colour.formatHint')}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {colour('titleColour', t('design.style.titleColour'))}
          {colour('textColour', t('design.style.textColour'))}
        </div>
      </Group>

      <Group title={t('design.style.buttons')}>
        <ChoiceCards
          legend={t('design.style.buttonStyle')}
          registration={register('buttonStyle')}
          className="grid-cols-3"
          choices={BUTTON_STYLES.map((style) => ({
            value: style,
            label: t(`design.style.buttonStyles.${style}`),
            visual: (
              <ButtonSample
                style={style}
                background={readColour(design, 'buttonBackground')}
                text={readColour(design, 'buttonText')}
                label={t('design.style.buttonSample')}
              />
            ),
          }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {colour('buttonBackground', t('design.style.buttonBackground'))}
          {colour('buttonText', t('design.style.buttonText'))}
        </div>
      </Group>

      <Group title={t('design.style.background')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {colour('background', t('design.style.backgroundColour'))}
          {colour('gradient', t('design.style.gradient'))}
        </div>
        <p className="-mt-2 text-sm text-stone-600">{t('design.style.gradientHint')}</p>
        <DesignImageField
          form={form}
          slot="backgroundImage"
          label={t('design.style.backgroundImage')}
          hint={t('design.images.backgroundHint')}
        />
      </Group>
    </div>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 border-stone-200 border-t pt-6">
      <h2 className="font-semibold text-base text-stone-900">{title}</h2>
      {children}
    </section>
  )
}

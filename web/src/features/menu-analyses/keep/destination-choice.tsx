import { BookPlus, FolderInput, Palette, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import type { MenuDesignChoice } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { RadioCards } from './radio-cards.tsx'

/** Where an owner's uploaded menu goes: a new catalogue (null) or one of theirs, by id. */
export type MenuDestination = string | null

type Props = {
  catalogues: Catalogue[]
  value: MenuDestination
  onChange: (destination: MenuDestination) => void
}

const NEW = 'new'

/** The owner's choice between a new catalogue and adding to one of theirs. */
export function DestinationChoice({ catalogues, value, onChange }: Props) {
  const { t } = useTranslation()
  const options = [
    {
      value: NEW,
      label: t('menuAnalyses.keep.owner.newCatalogue'),
      hint: t('menuAnalyses.keep.owner.newCatalogueHint'),
      icon: BookPlus,
    },
    ...catalogues.map((catalogue) => ({
      value: catalogue.id,
      label: t('menuAnalyses.keep.owner.addTo', { name: catalogue.nombre }),
      hint: catalogue.activo
        ? t('menuAnalyses.keep.owner.activeHint')
        : t('menuAnalyses.keep.owner.addToHint'),
      icon: FolderInput,
    })),
  ]
  return (
    <RadioCards
      legend={t('menuAnalyses.keep.owner.destinationLegend')}
      name="menu-destination"
      options={options}
      value={value ?? NEW}
      onChange={(next) => onChange(next === NEW ? null : next)}
    />
  )
}

/**
 * The design a new catalogue takes: the current one (the active catalogue's, named) or a fresh template. The
 * business keeps its name and logo either way.
 */
export function DesignChoice({
  activeName,
  value,
  onChange,
}: {
  activeName: string
  value: MenuDesignChoice
  onChange: (choice: MenuDesignChoice) => void
}) {
  const { t } = useTranslation()
  const options = [
    {
      value: 'current',
      label: t('menuAnalyses.keep.owner.designCurrent'),
      hint: t('menuAnalyses.keep.owner.designCurrentHint', { name: activeName }),
      icon: Palette,
    },
    {
      value: 'template',
      label: t('menuAnalyses.keep.owner.designTemplate'),
      hint: t('menuAnalyses.keep.owner.designTemplateHint'),
      icon: Sparkles,
    },
  ]
  return (
    <RadioCards
      legend={t('menuAnalyses.keep.owner.designLegend')}
      name="menu-design"
      options={options}
      value={value}
      onChange={(next) => onChange(next as MenuDesignChoice)}
    />
  )
}

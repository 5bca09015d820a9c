import { Plus, Trash2 } from 'lucide-react'
import { type MouseEvent, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { REVIEWED_MENU_LIMITS } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FieldError } from '../../../components/ui/form-field.tsx'
import { type DraftChange, type DraftItem, type DraftSection, isSectionNameTooLong } from '../review-draft.ts'
import { ENGLISH_LIMITS } from '../review-extras.ts'
import { ItemRow } from './item-row.tsx'

type Props = {
  sections: DraftSection[]
  /** The currency prices are written in (ISO 4217), '' to show them as printed. */
  currency: string
  isEditing: boolean
  /** Whether items can be shown on their page (outside edit mode, selecting an item is all a tap does). */
  canSelect: boolean
  selectedItemId: string | null
  /** A section just added, whose name field takes the focus. */
  newSectionId: string | null
  onSelect: (item: DraftItem) => void
  /** Opens the item dialog on an item, or on a new item (null) of the section. */
  onEdit: (sectionId: string, item: DraftItem | null) => void
  onChange: (change: DraftChange) => void
  onAddSection: () => void
}

type BlockProps = Props & {
  section: DraftSection
  /** Whether the menu was read in two languages: then each section's English heading is edited too. */
  hasEnglish: boolean
}

/** After a row or section goes, focus moves to its neighbour rather than being lost with it. */
function focusNeighbour(
  event: MouseEvent<HTMLElement>,
  { row, scope, fallback }: { row: string; scope: string; fallback: string },
) {
  const current = event.currentTarget.closest(row)
  const next = current?.nextElementSibling ?? current?.previousElementSibling
  const target =
    next?.querySelector<HTMLElement>('button, input') ??
    event.currentTarget.closest(scope)?.querySelector<HTMLElement>(fallback)
  requestAnimationFrame(() => target?.focus())
}

/** The preview's sections and items; in edit mode, with renaming, adding and deleting. */
export function MenuSections(props: Props) {
  const { sections, isEditing, onAddSection } = props
  const { t } = useTranslation()
  const hasEnglish = sections.some(
    (section) =>
      section.englishName !== '' ||
      section.items.some((item) => item.english.name !== '' || item.english.description !== ''),
  )
  return (
    <div data-menu-sections className="space-y-8">
      {sections.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-600">
          {t('menuAnalyses.preview.noSectionsLeft')}
        </p>
      ) : null}
      {sections.map((section) => (
        <SectionBlock key={section.id} section={section} hasEnglish={hasEnglish} {...props} />
      ))}
      {isEditing ? (
        <Button variant="secondary" data-add-section onClick={onAddSection}>
          <Plus aria-hidden />
          {t('menuAnalyses.preview.addSection')}
        </Button>
      ) : null}
    </div>
  )
}

function SectionBlock({ section, ...props }: BlockProps) {
  const { isEditing, canSelect, selectedItemId, newSectionId, onSelect, onEdit, onChange } = props
  const { t } = useTranslation()
  const nameInput = useRef<HTMLInputElement>(null)
  const isNew = section.id === newSectionId
  const isNameTooLong = isSectionNameTooLong(section.name)
  const nameErrorId = `${useId()}-name-error`
  useEffect(() => {
    if (!isNew) return
    nameInput.current?.focus()
    nameInput.current?.select()
  }, [isNew])

  return (
    <section data-section className="scroll-mt-4">
      <div className="flex items-center gap-2 border-stone-200 border-b pb-2">
        {isEditing ? (
          <>
            <input
              ref={nameInput}
              value={section.name}
              aria-label={t('menuAnalyses.preview.sectionName')}
              aria-invalid={section.name.trim() === '' || isNameTooLong || undefined}
              aria-describedby={isNameTooLong ? nameErrorId : undefined}
              onChange={(event) =>
                onChange({ type: 'renameSection', sectionId: section.id, name: event.target.value })
              }
              className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 font-semibold text-stone-900 hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600"
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('menuAnalyses.preview.deleteSection', { name: section.name })}
              onClick={(event) => {
                focusNeighbour(event, {
                  row: '[data-section]',
                  scope: '[data-menu-sections]',
                  fallback: '[data-add-section]',
                })
                onChange({ type: 'deleteSection', sectionId: section.id })
              }}
              className="text-stone-600 hover:text-red-700"
            >
              <Trash2 aria-hidden />
            </Button>
          </>
        ) : (
          <h3 className="flex-1 font-semibold text-stone-900">
            {section.name}
            {section.englishName ? (
              <>
                {' '}
                <span className="ml-1 font-normal text-sm text-stone-500 italic">
                  <span className="sr-only">{t('menuAnalyses.preview.inEnglish')}</span>{' '}
                  <span lang="en">{section.englishName}</span>
                </span>
              </>
            ) : null}
          </h3>
        )}
        {isEditing ? null : (
          <span className="text-sm text-stone-600">
            {t('menuAnalyses.preview.itemCount', { count: section.items.length })}
          </span>
        )}
      </div>
      {isEditing && props.hasEnglish ? (
        <input
          lang="en"
          value={section.englishName}
          aria-label={t('menuAnalyses.preview.sectionEnglishName')}
          aria-invalid={section.englishName.trim().length > ENGLISH_LIMITS.sectionName || undefined}
          onChange={(event) =>
            onChange({ type: 'translateSection', sectionId: section.id, englishName: event.target.value })
          }
          className="mt-2 h-9 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-700 italic hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600"
        />
      ) : null}
      {isEditing && isNameTooLong ? (
        <FieldError id={nameErrorId}>
          {t('menuAnalyses.preview.sectionNameTooLong', {
            count: section.name.trim().length,
            max: REVIEWED_MENU_LIMITS.sectionName,
          })}
        </FieldError>
      ) : null}

      {section.items.length === 0 ? (
        <p className="py-4 text-sm text-stone-600">{t('menuAnalyses.preview.emptySection')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {section.items.map((item) => (
            <li key={item.id} data-item className="flex items-stretch gap-1">
              <ItemRow
                item={item}
                currency={props.currency}
                isSelected={item.id === selectedItemId}
                mode={isEditing ? 'edit' : canSelect ? 'select' : 'read'}
                onActivate={() => (isEditing ? onEdit(section.id, item) : onSelect(item))}
              />
              {isEditing ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('menuAnalyses.preview.deleteItem', { name: item.name })}
                  onClick={(event) => {
                    focusNeighbour(event, {
                      row: '[data-item]',
                      scope: '[data-section]',
                      fallback: '[data-add-item]',
                    })
                    onChange({ type: 'deleteItem', sectionId: section.id, itemId: item.id })
                  }}
                  className="mt-2 shrink-0 text-stone-600 hover:text-red-700"
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {isEditing ? (
        <Button
          variant="ghost"
          data-add-item
          onClick={() => onEdit(section.id, null)}
          className="mt-1 text-brand-700 hover:text-brand-800"
        >
          <Plus aria-hidden />
          {t('menuAnalyses.preview.addItem')}
        </Button>
      ) : null}
    </section>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { type FieldErrors, type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import type { Design } from '#domain/catalogues/design.schema.ts'
import type { Notice } from './design-actions.tsx'
import {
  BRAND_FIELDS,
  buildDesignChange,
  DesignFormSchema,
  type DesignFormValues,
  hasDesignChanges,
  listUploads,
  toFormValues,
} from './design-form-values.ts'
import { usePreviewDesign } from './live-preview.tsx'
import { describeSaveFailure, type SaveFailure, useSaveDesign } from './save-design.ts'

export type DesignTab = 'brand' | 'style'

/**
 * The state of the design form: its values against the saved design, the open tab, and what saving and
 * discarding did. `design` is the design as saved; saving sends only what differs from it.
 */
export function useDesignForm(catalogueId: string, design: Design) {
  const [tab, setTab] = useState<DesignTab>('brand')
  const [notice, setNotice] = useState<Notice>(null)
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const save = useSaveDesign(catalogueId)
  const form = useForm<DesignFormValues>({
    resolver: zodResolver(DesignFormSchema),
    defaultValues: toFormValues(design),
    // Only one tab shows at a time, so the form opens the right one before focusing a mistake (below).
    shouldFocusError: false,
  })
  const values = useWatch({ control: form.control }) as DesignFormValues
  const hasChanges = hasDesignChanges(design, values)
  useFollowSavedDesign(form, design)

  // "Saved" or "discarded" no longer describes the form once the owner edits again.
  useEffect(() => {
    if (hasChanges) setNotice(null)
  }, [hasChanges])

  const showFirstError = (errors: FieldErrors<DesignFormValues>) => {
    const field = Object.keys(errors)[0] as keyof DesignFormValues | undefined
    if (!field) return
    setTab(BRAND_FIELDS.has(field) ? 'brand' : 'style')
    // The tab's fields become visible on the next paint; only then can one take focus.
    requestAnimationFrame(() => form.setFocus(field))
  }

  const submit = form.handleSubmit(async (valid) => {
    setNotice(null)
    setFailure(null)
    try {
      const saved = await save.mutateAsync({
        change: buildDesignChange(design, valid),
        uploads: listUploads(valid),
      })
      form.reset(toFormValues(saved))
      setNotice('saved')
    } catch (error) {
      // Nothing is reset: every edit stays in the form for another try.
      setFailure(describeSaveFailure(error))
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }, showFirstError)

  const discard = () => {
    form.reset(toFormValues(design))
    setFailure(null)
    setNotice('discarded')
  }

  return {
    form,
    tab,
    setTab,
    hasChanges,
    isSaving: save.isPending,
    notice,
    failure,
    alertRef,
    submit,
    discard,
    previewDesign: usePreviewDesign(values),
  }
}

/**
 * A newer saved design (the cached one refreshed after the form opened) replaces an untouched form; edits in
 * progress are never overwritten, and Descartar then returns to the newer one.
 */
function useFollowSavedDesign(form: UseFormReturn<DesignFormValues>, design: Design) {
  const shownDesign = useRef(design)
  useEffect(() => {
    if (design === shownDesign.current) return
    if (!hasDesignChanges(shownDesign.current, form.getValues())) form.reset(toFormValues(design))
    shownDesign.current = design
  }, [design, form])
}

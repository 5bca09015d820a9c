import { clsx } from 'clsx'
import { Camera, CircleAlert, FileUp, ListChecks, PenLine, ScanText, Sparkles } from 'lucide-react'
import { type ChangeEvent, type DragEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useModelHost } from '../api/get-reading-service.ts'
import { menuFileAccept, scanFileAccept } from '../file-rules.ts'
import { useIsPhone } from '../use-is-phone.ts'
import type { FileProblem } from '../use-menu-analysis.ts'

type Props = {
  heading?: ReactNode
  audience: 'visitor' | 'owner'
  problem: FileProblem | null
  onFile: (file: File, options: { isScan: boolean }) => void
}

// A file input inside its label: the label looks like a button and names the input, and the input, though
// visually hidden, keeps the keyboard (Tab, then Enter or Space opens the picker) and shows its focus ring.
const pickerClasses =
  'cursor-pointer has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-600 has-[input:focus-visible]:outline-offset-2'

/**
 * The widget's first view (docs/product-spec.md §2 "Menu upload widget", idle): an upload button and a drop
 * area, and on phones a scan-with-camera button that opens the rear camera and takes images only. When the
 * file would also go to the deployment's model service, it says so before anything is chosen.
 */
export function IdleView({ heading, audience, problem, onFile }: Props) {
  const { t } = useTranslation()
  const isPhone = useIsPhone()
  const [isDragging, setIsDragging] = useState(false)
  const modelHost = useModelHost(audience)
  const modelNoticeId = useId()
  // The pickers are described by the notice, so that whoever reaches them by keyboard hears it too.
  const describedBy = modelHost ? modelNoticeId : undefined

  const pick = (event: ChangeEvent<HTMLInputElement>, isScan: boolean) => {
    const file = event.target.files?.[0]
    // Emptied so that choosing the same file again (after fixing it) is still a change.
    event.target.value = ''
    if (file) onFile(file, { isScan })
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setIsDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) onFile(file, { isScan: false })
  }

  return (
    <div className="grid gap-8 p-5 sm:p-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] md:items-center md:gap-10 md:p-10">
      <div>
        <h2
          data-view-heading
          tabIndex={-1}
          className="text-balance font-semibold text-2xl text-stone-900 tracking-tight sm:text-3xl"
        >
          {heading ?? t('menuAnalyses.idle.heading')}
        </h2>
        <p className="mt-3 text-stone-600 leading-relaxed">
          {audience === 'owner' ? t('menuAnalyses.idle.ownerSubtitle') : t('menuAnalyses.idle.subtitle')}
        </p>
        <ol className="mt-6 space-y-3 text-sm text-stone-700">
          <Step icon={<ScanText aria-hidden className="size-4" />} text={t('menuAnalyses.idle.steps.read')} />
          <Step
            icon={<PenLine aria-hidden className="size-4" />}
            text={t('menuAnalyses.idle.steps.review')}
          />
          <Step
            icon={<ListChecks aria-hidden className="size-4" />}
            text={t('menuAnalyses.idle.steps.keep')}
          />
        </ol>
      </div>

      <div>
        {problem ? (
          <p
            role="alert"
            className="mb-4 flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t(`menuAnalyses.problems.${problem}`)}
          </p>
        ) : null}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a convenience for a mouse; the buttons inside do the same for everyone. */}
        <div
          onDragOver={(event) => {
            event.preventDefault()
            setIsDragging(true)
          }}
          onDragLeave={(event) => {
            // Moving over the buttons inside is not leaving the area.
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false)
          }}
          onDrop={drop}
          className={clsx(
            'flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-8 sm:px-6 text-center transition-colors sm:py-10',
            isDragging ? 'border-brand-500 bg-brand-50' : 'border-brand-200 bg-brand-50/40',
          )}
        >
          <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm shadow-brand-900/10">
            <FileUp aria-hidden className="size-7" />
          </span>
          {isPhone ? null : (
            <>
              <p className="mt-4 font-medium text-stone-900">
                {isDragging ? t('menuAnalyses.idle.dropActive') : t('menuAnalyses.idle.dropTitle')}
              </p>
              <p className="mt-1 text-sm text-stone-600">{t('menuAnalyses.idle.or')}</p>
            </>
          )}
          <div className="mt-4 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto">
            {isPhone ? (
              <label className={buttonClasses({ size: 'lg', className: pickerClasses })}>
                <input
                  type="file"
                  accept={scanFileAccept}
                  capture="environment"
                  className="sr-only"
                  aria-describedby={describedBy}
                  onChange={(event) => pick(event, true)}
                />
                <Camera aria-hidden />
                {t('menuAnalyses.idle.scan')}
              </label>
            ) : null}
            <label
              className={buttonClasses({
                size: 'lg',
                variant: isPhone ? 'secondary' : 'primary',
                className: pickerClasses,
              })}
            >
              <input
                type="file"
                accept={menuFileAccept}
                className="sr-only"
                aria-describedby={describedBy}
                onChange={(event) => pick(event, false)}
              />
              <FileUp aria-hidden />
              {t('menuAnalyses.idle.upload')}
            </label>
          </div>
          <p className="mt-4 text-sm text-stone-600">{t('menuAnalyses.idle.formats')}</p>
        </div>
        {/* Under the drop area: coming once the answer is here, it moves nothing the visitor may be aiming at. */}
        {modelHost ? (
          <p
            id={modelNoticeId}
            className="mt-3 flex items-start gap-2 rounded-xl bg-sky-50 px-3.5 py-2.5 text-sky-900 text-sm"
          >
            <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('menuAnalyses.idle.modelNotice', { host: modelHost })}
          </p>
        ) : null}
        {audience === 'visitor' ? (
          <p className="mt-3 text-center text-stone-600 text-xs">{t('menuAnalyses.idle.kept')}</p>
        ) : null}
      </div>
    </div>
  )
}

function Step({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <li className="flex items-center gap-2.5">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-700">
        {icon}
      </span>
      {text}
    </li>
  )
}

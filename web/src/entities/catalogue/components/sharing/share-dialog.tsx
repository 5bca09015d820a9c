import { Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx'
import { SharePanel } from './share-panel.tsx'

/** "Compartir": the share panel in a dialog; focus returns to the button when it closes. */
export function ShareDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useTranslation()
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" className={triggerClassName}>
          <Share2 aria-hidden />
          {t('sharing.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('sharing.dialog.title')}
        description={t('sharing.dialog.description')}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      >
        <div className="mt-5">
          <SharePanel />
        </div>
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button variant="ghost">{t('sharing.dialog.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}

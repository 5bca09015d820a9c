import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import type { SignedInState } from '../../features/accounts/auth-state.ts'
import { MenuUploadWidget } from '../../features/menu-analyses/components/menu-upload-widget.tsx'

// Only needed once a menu is kept: loaded then, so the first screen of the landing stays light.
const SignInDialog = lazy(async () => ({
  default: (await import('../../features/accounts/components/sign-in-dialog.tsx')).SignInDialog,
}))

/**
 * The landing's menu upload widget for a visitor. "Continuar" keeps the reviewed menu under `analyzedMenu`
 * and opens sign-in, which leads to the dashboard, where the menu becomes a catalogue. An owner already
 * signed in goes straight there. The app's landing and the static landing's island both show this.
 */
export function LandingDemo({ pendingFile }: { pendingFile?: File }) {
  const navigate = useNavigate()
  const isSignedIn = Boolean(useMe().data)
  const [isSignInOpen, setIsSignInOpen] = useState(false)

  const keepMenu = async (menu: ReviewedMenu) => {
    // Imported here: its schema (zod) is not needed until a menu is kept, so the landing starts without it.
    const { savePendingMenu } = await import('../../features/menu-analyses/pending-menu.ts')
    savePendingMenu(menu)
    if (isSignedIn) {
      const state: SignedInState = { fromLogin: true, menuProcessed: true }
      void navigate('/dashboard', { state })
    } else setIsSignInOpen(true)
  }

  return (
    <>
      <MenuUploadWidget offersPayment onContinue={(menu) => void keepMenu(menu)} pendingFile={pendingFile} />
      {isSignInOpen ? (
        <Suspense fallback={null}>
          <SignInDialog open onOpenChange={setIsSignInOpen} redirectAfterAuth="/dashboard" menuProcessed />
        </Suspense>
      ) : null}
    </>
  )
}

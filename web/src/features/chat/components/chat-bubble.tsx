import { clsx } from 'clsx'
import { MessageCircle, X } from 'lucide-react'
import { type ComponentProps, lazy, Suspense, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

// The conversation (its state, requests, panel and the email check's schema) is a chunk of its own, fetched
// when a visitor heads for the bubble: the landing starts without it (docs/decisions/030-landing-performance.md).
const loadConversation = () => import('./chat-conversation.tsx')
const ChatConversation = lazy(async () => ({ default: (await loadConversation()).ChatConversation }))
const preloadConversation = () => void loadConversation()

/** Where the bubble floats: the bottom-right corner, above the page. */
export const chatBubbleCornerClasses = 'fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6'

type ButtonProps = ComponentProps<'button'> & { isOpen: boolean }

/**
 * The round button itself, open or closed. The static landing draws it too, before the chat's code is
 * there (app/landing-islands), so that both look the same.
 */
export function ChatBubbleButton({ isOpen, ...props }: ButtonProps) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      aria-label={t('chat.bubble.open')}
      aria-expanded={isOpen}
      className={clsx(
        'flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/25',
        'hover:bg-brand-700 active:bg-brand-800 focus-visible:outline-offset-4',
        'motion-safe:transition-transform motion-safe:hover:scale-105',
      )}
      {...props}
    >
      {isOpen ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
    </button>
  )
}

/**
 * The landing's floating support chat (docs/product-spec.md §2 "Landing page", §4 "Chat bubble"): a round
 * button bottom-right that opens and closes a non-modal panel above it. Closed by default, so it never hides
 * the page; the panel sits above the button, which stays reachable to close it on a phone too.
 * `initiallyOpen`: the static landing's bubble was pressed before this one was there.
 */
export function ChatBubble({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const panelId = useId()
  const [isOpen, setIsOpen] = useState(initiallyOpen)
  // Once opened, the conversation stays mounted (closed, it renders nothing) so that it keeps its state.
  const [hasOpened, setHasOpened] = useState(initiallyOpen)
  const bubble = useRef<HTMLButtonElement>(null)

  const open = () => {
    setIsOpen(true)
    setHasOpened(true)
  }
  const close = () => {
    setIsOpen(false)
    bubble.current?.focus()
  }

  return (
    <div className={chatBubbleCornerClasses}>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ChatConversation id={panelId} isOpen={isOpen} onClose={close} />
        </Suspense>
      ) : null}
      <ChatBubbleButton
        ref={bubble}
        isOpen={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={isOpen ? close : open}
        onPointerEnter={preloadConversation}
        onFocus={preloadConversation}
      />
    </div>
  )
}

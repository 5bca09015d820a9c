import { X } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatState } from '../use-chat.ts'
import { ChatComposer } from './chat-composer.tsx'
import { ChatEmailForm } from './chat-email-form.tsx'
import { ChatMessageList } from './chat-message-list.tsx'

type Props = { id: string; chat: ChatState; onClose: () => void }

/**
 * The open chat: a non-modal dialog (the page stays usable behind it) named by its title. Focus goes to the
 * text box on opening; Escape or the close button close it, and the bubble takes the focus back.
 */
export function ChatPanel({ id, chat, onClose }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const textBox = useRef<HTMLTextAreaElement>(null)
  useEffect(() => textBox.current?.focus(), [])

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
      className={
        'absolute right-0 bottom-[calc(100%+0.75rem)] flex w-[min(24rem,calc(100vw-2rem))] flex-col ' +
        'max-h-[min(38rem,calc(100dvh-7rem))] overflow-hidden rounded-2xl border border-stone-200 bg-white ' +
        'shadow-2xl shadow-stone-950/20 motion-safe:animate-pop-in'
      }
    >
      <header className="flex items-start gap-3 bg-brand-700 px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-base">
            {t('chat.title')}
          </h2>
          {/* Who answers and how, as the chat module works: the bot at once, a person only by email
              (docs/decisions/019-chat-and-support-messages.md); no presence or reply time nobody keeps. */}
          <p className="mt-0.5 text-sm">{t('chat.automatic')}</p>
          <p className="mt-0.5 text-brand-50 text-xs">{t('chat.whoAnswers')}</p>
        </div>
        <button
          type="button"
          aria-label={t('chat.close')}
          onClick={onClose}
          className="-mr-1.5 flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-white/15"
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>
      <ChatMessageList messages={chat.messages} isReplying={chat.isReplying} />
      {chat.hasConversation ? <ChatEmailForm email={chat.email} onSave={chat.saveEmail} /> : null}
      <ChatComposer ref={textBox} chat={chat} />
    </div>
  )
}

import { clsx } from 'clsx'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatMessage } from '#domain/chat/chat.schema.ts'

type Props = { messages: ChatMessage[]; isReplying: boolean }

function Bubble({ sender, children }: { sender: ChatMessage['sender']; children: string }) {
  const { t } = useTranslation()
  const isVisitor = sender === 'visitor'
  return (
    <li className={clsx('flex', isVisitor ? 'justify-end' : 'justify-start')}>
      <p
        className={clsx(
          'max-w-[85%] whitespace-pre-wrap wrap-anywhere rounded-2xl px-3.5 py-2 text-sm',
          isVisitor ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-stone-100 text-stone-900',
        )}
      >
        {/* Who said it, for those who hear the log rather than see which side it is on. */}
        <span className="sr-only">{t(`chat.senders.${sender}`)}: </span>
        {children}
      </p>
    </li>
  )
}

/**
 * The conversation as a polite live log: the static greeting (shown, never stored), the messages, and the
 * typing dots while the bot's reply is on its way. Scrolls to the newest message.
 */
export function ChatMessageList({ messages, isReplying }: Props) {
  const { t } = useTranslation()
  const end = useRef<HTMLDivElement>(null)
  const count = messages.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls on every new message or typing change.
  useEffect(() => {
    const list = end.current?.parentElement
    if (list) list.scrollTop = list.scrollHeight
  }, [count, isReplying])

  return (
    <div className="min-h-40 flex-1 overflow-y-auto overscroll-contain px-4 py-3">
      {/* The log around the list, not on it: the role would take the list's own away from its items. */}
      <div role="log" aria-live="polite" aria-label={t('chat.logLabel')}>
        <ol className="space-y-2">
          <Bubble sender="bot">{t('chat.greeting')}</Bubble>
          {messages.map((message) => (
            <Bubble key={message.id} sender={message.sender}>
              {message.text}
            </Bubble>
          ))}
          {isReplying ? (
            <li className="flex justify-start">
              <p className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-stone-100 px-3.5 py-3">
                <span className="sr-only">{t('chat.typing')}</span>
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    aria-hidden
                    style={{ animationDelay: `${delay}ms` }}
                    className="size-1.5 rounded-full bg-stone-500 motion-safe:animate-bounce"
                  />
                ))}
              </p>
            </li>
          ) : null}
        </ol>
      </div>
      <div ref={end} />
    </div>
  )
}

import { SendHorizontal } from 'lucide-react'
import { type KeyboardEvent, type Ref, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_CHAT_MESSAGE_LENGTH } from '#domain/chat/chat.schema.ts'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { CharacterCount, FieldError, isCountShown } from '../../../components/ui/form-field.tsx'
import type { ChatState } from '../use-chat.ts'

type Props = { chat: ChatState; ref: Ref<HTMLTextAreaElement> }

/**
 * The text box and its send button. Enter sends, Shift+Enter starts a new line. A message over the limit is
 * kept whole (no maxLength), counted, and refused at the box with its limit.
 */
export function ChatComposer({ chat, ref }: Props) {
  const { t } = useTranslation()
  const alertId = useId()
  const errorId = useId()
  const countId = useId()
  const [isTooLong, setIsTooLong] = useState(false)
  const canSend = chat.draft.trim().length > 0 && !chat.isReplying
  const count = { length: chat.draft.length, max: MAX_CHAT_MESSAGE_LENGTH }

  const send = () => {
    if (chat.draft.trim().length > MAX_CHAT_MESSAGE_LENGTH) {
      setIsTooLong(true)
      return
    }
    void chat.send()
  }
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send()
  }
  const describedBy = [
    chat.failure ? alertId : '',
    isTooLong ? errorId : '',
    isCountShown(count) ? countId : '',
  ].filter(Boolean)

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
      className="space-y-2 border-stone-200 border-t px-3 py-3"
    >
      {chat.failure ? <FormAlert id={alertId}>{t(chat.failure)}</FormAlert> : null}
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('chat.input.label')}</span>
          <textarea
            ref={ref}
            rows={2}
            value={chat.draft}
            placeholder={t('chat.input.placeholder')}
            aria-invalid={isTooLong || undefined}
            aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
            onChange={(event) => {
              chat.setDraft(event.target.value)
              setIsTooLong(false)
            }}
            onKeyDown={sendOnEnter}
            className={
              'block max-h-32 w-full resize-none rounded-xl border border-stone-300 bg-white px-3 py-2 ' +
              'text-base text-stone-900 placeholder:text-stone-500 hover:border-stone-400 ' +
              'focus-visible:border-brand-600 aria-invalid:border-red-600 sm:text-sm'
            }
          />
        </label>
        <button
          type="submit"
          aria-label={t('chat.input.send')}
          aria-disabled={!canSend}
          className={
            'flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white ' +
            'hover:bg-brand-700 aria-disabled:opacity-50'
          }
        >
          <SendHorizontal aria-hidden className="size-5" />
        </button>
      </div>
      {isTooLong ? <FieldError id={errorId}>{t('chat.errors.textTooLong')}</FieldError> : null}
      <CharacterCount id={countId} {...count} />
    </form>
  )
}

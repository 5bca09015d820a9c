import { clsx } from 'clsx'
import { MessageCircle, SendHorizontal, X } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CHAT_REPLY_DELAY_MS } from '#domain/chat/chat.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx'
import { CharacterCount, FieldError, isCountShown } from '../../../components/ui/form-field.tsx'
import { answerQuestion } from '../answer-question.ts'
import { buildKnowledge, findKnowledgeSource } from '../knowledge.ts'

/** A line of the conversation. The bot's lines keep which text they answer with, not the words themselves,
 * so they follow a change of language. */
type Line = { id: number; from: 'owner'; text: string } | { id: number; from: 'bot'; sourceId: string | null }

/** Longest question the chat takes, in characters: counted and refused at the box, never cut. */
const MAX_QUESTION_LENGTH = 500

type Props = {
  /** Takes the owner to the support form once the chat has closed (focus goes there, not to the button). */
  onGoToForm: () => void
  /** Open on arrival: the welcome screen's "Chat con IA" link asks for the chat itself. */
  isOpenAtStart?: boolean
}

/**
 * The support page's "Chat con IA" (docs/product-spec.md §2 "Support and FAQ"): a static greeting. Its text box
 * answers from the app's help texts (answerQuestion), after a short typing delay, and says plainly when it
 * does not know. The spec's "online, replies within 15 minutes" would promise a person nobody staffs: the
 * header says instead that the answers are automatic and that a person answers the form, by email.
 */
export function SupportChat({ onGoToForm, isOpenAtStart = false }: Props) {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(isOpenAtStart)
  const [lines, setLines] = useState<Line[]>([])
  const [draft, setDraft] = useState('')
  const [isTooLong, setIsTooLong] = useState(false)
  const [pending, setPending] = useState(0)
  const nextId = useRef(0)
  const timers = useRef<number[]>([])
  const inputRef = useRef<HTMLInputElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const isGoingToForm = useRef(false)
  const inputId = useId()
  const knowledge = useMemo(() => buildKnowledge(t), [t])

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer)
    },
    [],
  )
  // The newest line in view, as in any chat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [lines.length, pending])

  const ask = (event: FormEvent) => {
    event.preventDefault()
    const question = draft.trim()
    if (!question) return
    if (question.length > MAX_QUESTION_LENGTH) {
      setIsTooLong(true)
      inputRef.current?.focus()
      return
    }
    setDraft('')
    const answer = answerQuestion(question, knowledge)
    setLines((current) => [...current, { id: nextId.current++, from: 'owner', text: question }])
    setPending((count) => count + 1)
    const timer = window.setTimeout(() => {
      const sourceId = answer.kind === 'match' ? answer.entry.id : null
      setLines((current) => [...current, { id: nextId.current++, from: 'bot', sourceId }])
      setPending((count) => count - 1)
    }, CHAT_REPLY_DELAY_MS)
    timers.current.push(timer)
  }

  const count = { length: draft.length, max: MAX_QUESTION_LENGTH }

  const goToForm = () => {
    isGoingToForm.current = true
    setIsOpen(false)
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button size="lg">
          <MessageCircle aria-hidden />
          {t('support.chat.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('support.chat.title')}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-emerald-700">{t('support.chat.automatic')}</span>
            {/* A space, so the description reads as two phrases; the flex gap spaces them on screen. */}{' '}
            <span>{t('support.chat.whoAnswers')}</span>
          </span>
        }
        className="flex max-h-[calc(100dvh-2rem)] max-w-lg flex-col"
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          inputRef.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          if (!isGoingToForm.current) return
          isGoingToForm.current = false
          event.preventDefault()
          onGoToForm()
        }}
      >
        <DialogClose
          aria-label={t('support.chat.close')}
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-xl text-stone-600 hover:bg-stone-900/5 hover:text-stone-900"
        >
          <X aria-hidden className="size-5" />
        </DialogClose>
        <div
          ref={logRef}
          role="log"
          aria-label={t('support.chat.conversation')}
          className="mt-4 min-h-48 flex-1 space-y-3 overflow-y-auto rounded-xl bg-stone-50 p-3 sm:h-80 sm:flex-none"
        >
          <BotBubble>{t('support.chat.greeting')}</BotBubble>
          {lines.map((line) =>
            line.from === 'owner' ? (
              <p
                key={line.id}
                className="ml-auto w-fit max-w-[85%] whitespace-pre-line wrap-anywhere rounded-2xl rounded-br-sm bg-brand-600 px-3.5 py-2 text-white"
              >
                <span className="sr-only">{t('support.chat.you')}: </span>
                {line.text}
              </p>
            ) : (
              <BotAnswer key={line.id} sourceId={line.sourceId} onGoToForm={goToForm} />
            ),
          )}
          {pending > 0 ? (
            <p className="flex items-center gap-2 text-sm text-stone-600">
              <span aria-hidden className="flex gap-1">
                {[0, 1, 2].map((dot) => (
                  <span
                    key={dot}
                    className="size-1.5 rounded-full bg-stone-400 motion-safe:animate-pulse"
                    style={{ animationDelay: `${dot * 150}ms` }}
                  />
                ))}
              </span>
              {t('support.chat.typing')}
            </p>
          ) : null}
        </div>
        <form onSubmit={ask} noValidate className="mt-3">
          <div className="flex gap-2">
            <label htmlFor={inputId} className="sr-only">
              {t('support.chat.inputLabel')}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value)
                setIsTooLong(false)
              }}
              autoComplete="off"
              placeholder={t('support.chat.inputPlaceholder')}
              aria-invalid={isTooLong || undefined}
              aria-describedby={
                [isTooLong ? `${inputId}-error` : '', isCountShown(count) ? `${inputId}-count` : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              className="h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600"
            />
            <Button type="submit" size="icon" className="size-11" aria-label={t('support.chat.send')}>
              <SendHorizontal aria-hidden />
            </Button>
          </div>
          {isTooLong ? (
            <FieldError id={`${inputId}-error`}>
              {t('support.chat.tooLong', { max: MAX_QUESTION_LENGTH })}
            </FieldError>
          ) : null}
          <CharacterCount id={`${inputId}-count`} {...count} />
        </form>
      </DialogContent>
    </Dialog>
  )
}

function BotBubble({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation()
  return (
    <div
      className={clsx(
        'w-fit max-w-[85%] rounded-2xl rounded-bl-sm border border-stone-200 bg-white px-3.5 py-2 text-stone-800',
        className,
      )}
    >
      <span className="sr-only">{t('support.chat.bot')}: </span>
      {children}
    </div>
  )
}

/** The bot's answer: the help text it matched, naming its question, or that it does not know. */
function BotAnswer({ sourceId, onGoToForm }: { sourceId: string | null; onGoToForm: () => void }) {
  const { t } = useTranslation()
  const source = sourceId ? findKnowledgeSource(sourceId) : undefined
  if (!source) {
    return (
      <BotBubble>
        <p>{t('support.chat.unknown')}</p>
        <button
          type="button"
          onClick={onGoToForm}
          className="mt-2 rounded font-medium text-brand-700 underline hover:text-brand-800"
        >
          {t('support.chat.toForm')}
        </button>
      </BotBubble>
    )
  }
  return (
    <BotBubble>
      <p className="font-medium text-stone-900">
        {t('support.chat.matched', { question: t(source.questionKey) })}
      </p>
      <p className="mt-1">{t(source.answerKey)}</p>
    </BotBubble>
  )
}

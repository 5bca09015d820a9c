import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_REPLY_DELAY_MS, type ChatMessage } from '#domain/chat/chat.schema.ts'
import { ApiError } from '../../lib/api.ts'
import type { MessageKey } from '../../lib/i18n.ts'
import { wait } from '../../lib/wait.ts'
import type { ChatKey } from './api/chat-request.ts'
import { getConversation } from './api/get-conversation.ts'
import { sendMessage } from './api/send-message.ts'
import { setChatEmail } from './api/set-chat-email.ts'
import { startConversation } from './api/start-conversation.ts'
import { forgetChatKey, readChatKey, saveChatKey } from './chat-storage.ts'

/** Why a request failed, in words for the visitor. */
function describeFailure(error: unknown): MessageKey {
  if (error instanceof ApiError && error.status === 429) return 'chat.errors.rateLimited'
  if (error instanceof ApiError && error.status === 404) return 'chat.errors.expired'
  return 'chat.errors.failed'
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404

export type ChatState = ReturnType<typeof useChat>

/**
 * The bubble's conversation. Lives above the panel, so closing the panel loses nothing. The
 * kept conversation is read back when the panel first opens; a sent message shows at once and the bot's
 * reply 1 s after the sending (docs/product-spec.md §4 "Chat bubble"), however fast the server answered.
 */
export function useChat() {
  const [key, setKeyState] = useState<ChatKey>()
  // The key as of now, for a sending that waited for the kept conversation to load.
  const keyRef = useRef<ChatKey>(undefined)
  const setKey = useCallback((next: ChatKey | undefined) => {
    keyRef.current = next
    setKeyState(next)
  }, [])
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [email, setEmail] = useState<string | null>(null)
  const [draft, setDraft] = useState('')
  const [isReplying, setIsReplying] = useState(false)
  const [failure, setFailure] = useState<MessageKey | null>(null)
  const loading = useRef<Promise<void>>(undefined)
  const isMounted = useRef(true)
  useEffect(() => {
    isMounted.current = true
    return () => {
      isMounted.current = false
    }
  }, [])

  const forget = useCallback(() => {
    forgetChatKey()
    setKey(undefined)
    setMessages([])
    setEmail(null)
  }, [setKey])

  /** Reads the kept conversation once; one the server no longer knows is forgotten, to start afresh. */
  const load = useCallback(() => {
    loading.current ??= (async () => {
      const kept = readChatKey()
      if (!kept) return
      try {
        const conversation = await getConversation(kept)
        if (!isMounted.current) return
        setKey(kept)
        setMessages(conversation.messages)
        setEmail(conversation.email)
      } catch (error) {
        if (isGone(error)) forgetChatKey()
        // Otherwise the key stays kept: the next sending reaches the conversation if the server is back.
        else if (isMounted.current) setKey(kept)
      }
    })()
    return loading.current
  }, [setKey])

  const send = useCallback(async () => {
    const text = draft.trim()
    if (!text || isReplying) return
    const sentAt = Date.now()
    const pending: ChatMessage = { id: `pending-${sentAt}`, sender: 'visitor', text, createdAt: '' }
    setFailure(null)
    setDraft('')
    setMessages((current) => [...current, pending])
    setIsReplying(true)
    try {
      await load()
      const current = keyRef.current
      const [exchange] = await Promise.all([
        current ? sendMessage(current, text) : startConversation(text),
        wait(CHAT_REPLY_DELAY_MS - (Date.now() - sentAt)),
      ])
      if (!isMounted.current) return
      const answered = Array.isArray(exchange) ? exchange : exchange.messages
      if (!Array.isArray(exchange)) {
        const started = { id: exchange.id, secret: exchange.secret }
        saveChatKey(started)
        setKey(started)
      }
      setMessages((current) => [...current.filter((message) => message !== pending), ...answered])
    } catch (error) {
      if (!isMounted.current) return
      // The typed text is not lost: it goes back into the box.
      setMessages((current) => current.filter((message) => message !== pending))
      setDraft((current) => (current ? `${text}\n${current}` : text))
      setFailure(describeFailure(error))
      if (isGone(error)) forget()
    } finally {
      if (isMounted.current) setIsReplying(false)
    }
  }, [draft, isReplying, load, setKey, forget])

  /** Leaves the visitor's email; throws the failure's message key for the form to show. */
  const saveEmail = useCallback(
    async (address: string) => {
      if (!key) return
      try {
        const saved = await setChatEmail(key, address)
        if (isMounted.current) setEmail(saved)
      } catch (error) {
        if (isGone(error)) forget()
        throw describeFailure(error)
      }
    },
    [key, forget],
  )

  return {
    hasConversation: Boolean(key),
    messages,
    email,
    draft,
    setDraft,
    isReplying,
    failure,
    load,
    send,
    saveEmail,
  }
}

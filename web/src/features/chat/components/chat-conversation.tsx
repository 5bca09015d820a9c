import { useEffect } from 'react'
import { useChat } from '../use-chat.ts'
import { ChatPanel } from './chat-panel.tsx'

type Props = { id: string; isOpen: boolean; onClose: () => void }

/**
 * The bubble's conversation: its state lives here, loaded with the panel on the first opening, and stays
 * while the panel is closed. Each opening reads the kept conversation back (once).
 */
export function ChatConversation({ id, isOpen, onClose }: Props) {
  const chat = useChat()
  const { load } = chat
  useEffect(() => {
    if (isOpen) void load()
  }, [isOpen, load])
  return isOpen ? <ChatPanel id={id} chat={chat} onClose={onClose} /> : null
}

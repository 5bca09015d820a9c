import type { ChatKey } from './api/chat-request.ts'

/** Where this browser keeps its conversation's id and secret, so a reload finds it again. */
export const CHAT_STORAGE_KEY = 'vitrinaChat'

/** The kept conversation, if any (and if storage can be read at all). */
export function readChatKey(): ChatKey | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY) ?? 'null')
    if (typeof value !== 'object' || value === null) return undefined
    const { id, secret } = value as Record<string, unknown>
    return typeof id === 'string' && typeof secret === 'string' ? { id, secret } : undefined
  } catch {
    return undefined
  }
}

export function saveChatKey(key: ChatKey): void {
  try {
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(key))
  } catch {
    // Blocked storage (private modes): the conversation still works until the page is left.
  }
}

export function forgetChatKey(): void {
  try {
    localStorage.removeItem(CHAT_STORAGE_KEY)
  } catch {
    // Nothing was kept, then.
  }
}

/** What reaches one conversation: its id and the secret its first answer gave (only this browser has it). */
export type ChatKey = { id: string; secret: string }

/** The parameters of a call to one conversation: its id in the path, its secret in `x-chat-secret`. */
export function buildConversationParams(key: ChatKey) {
  return { path: { id: key.id }, header: { 'x-chat-secret': key.secret } }
}

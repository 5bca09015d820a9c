import { ChatBubble } from '../../features/chat/components/chat-bubble.tsx'
import { mountIsland } from './mount-island.tsx'

/**
 * The static landing's chat bubble is replaced by the app's, its panel open when the static one was pressed
 * (the static bubble is the page's markup, not the component's: nothing to keep from it).
 */
export function mountChat(container: HTMLElement, isOpen: boolean): Promise<void> {
  return mountIsland(container, 'chat', () => <ChatBubble initiallyOpen={isOpen} />, { hydrate: false })
}

import { ChatBubbleButton, chatBubbleCornerClasses } from '../../features/chat/components/chat-bubble.tsx'
import { LandingPage } from '../../features/landing/components/landing-page.tsx'

/** The islands' own markup, each rendered on its own in its frame (render-landing.tsx). */
export type IslandMarkup = { upload: string; contact: string }

/**
 * The landing as the build renders it (web/src/app/prerender/render-landing.tsx): the app's landing page,
 * with each part that needs the app marked as an island (`data-island`) holding that island's markup, for
 * the boot script to bring to life. The chat bubble is drawn hidden: it shows only where that script runs.
 */
export function StaticLanding({ islands, supportEmail }: { islands: IslandMarkup; supportEmail?: string }) {
  return (
    <>
      <LandingPage
        demo={
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the island, rendered just before.
          <div data-island="upload" dangerouslySetInnerHTML={{ __html: islands.upload }} />
        }
        contact={
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the island, rendered just before.
          <div data-island="contact" dangerouslySetInnerHTML={{ __html: islands.contact }} />
        }
        supportEmail={supportEmail}
      />
      <div data-island="chat" hidden>
        <div className={chatBubbleCornerClasses}>
          <ChatBubbleButton isOpen={false} />
        </div>
      </div>
    </>
  )
}

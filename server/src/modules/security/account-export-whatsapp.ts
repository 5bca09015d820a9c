import { templateText, withoutLinkCapability } from '#domain/whatsapp/whatsapp-templates.ts'
import type { whatsappMessages, whatsappOptOuts } from '../../db/schema.ts'

type MessageRow = typeof whatsappMessages.$inferSelect
type OptOutRow = typeof whatsappOptOuts.$inferSelect

/**
 * The download's whatsapp.json: the business's messages (to whom, the template, its variables and the text the
 * recipient read, where each got to and when) and which of its clients' numbers asked for no more. The copy
 * of the e-mail kept as a fallback is left out (it is the e-mail already sent or never needed), and so is any
 * link's token.
 */
export function whatsappExport(messages: MessageRow[], optOuts: OptOutRow[]) {
  return {
    messages: messages.map((row) => {
      const variables = row.variables.map(withoutLinkCapability)
      return {
        id: row.id,
        clientId: row.clientId,
        appointmentId: row.appointmentId,
        recipient: row.recipient,
        template: row.template,
        language: row.language,
        variables,
        text: templateText(row.template, row.language, variables),
        status: row.status,
        error: row.error,
        providerMessageId: row.providerMessageId,
        createdAt: row.createdAt,
        sentAt: row.sentAt,
        statusAt: row.statusAt,
      }
    }),
    optOuts: optOuts.map((row) => ({ recipient: row.recipient, createdAt: row.createdAt })),
  }
}

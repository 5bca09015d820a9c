// The WhatsApp module's public face (decision 072): its plugin (the Cloud API's webhook, the sending worker
// and its sweep), the outbox the modules that message diners and owners queue through, in their own
// transactions, with the e-mail each message stands in for (if any), and a diner's number from their phone.

export { type WhatsAppModuleOptions, type WhatsAppOptions, whatsappModule } from './whatsapp.plugin.ts'
export {
  createWhatsAppOutbox,
  DEFAULT_WHATSAPP_RETRY,
  type WhatsAppMessageInput,
  type WhatsAppOutbox,
  type WhatsAppRetry,
} from './whatsapp-outbox.ts'
export { dinerWhatsAppNumber } from './whatsapp-recipient.ts'

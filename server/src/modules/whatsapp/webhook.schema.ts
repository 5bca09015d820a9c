import { z } from 'zod'

// What the Cloud API's webhook posts (object `whatsapp_business_account`): the statuses of the messages sent
// and the messages diners write back. Only what is read is described; anything else Meta adds passes.

const StatusSchema = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  /** Seconds since the epoch, as a string. */
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(40).optional(),
  errors: z
    .array(z.looseObject({ code: z.number().int().optional(), title: z.string().optional() }))
    .optional(),
})

export type WebhookStatus = z.infer<typeof StatusSchema>

const InboundMessageSchema = z.looseObject({
  from: z.string().max(40),
  id: z.string().max(200),
  timestamp: z.string().max(20).optional(),
  type: z.string().max(40),
  text: z.looseObject({ body: z.string().max(4096) }).optional(),
})

export const WhatsAppWebhookSchema = z.looseObject({
  object: z.string().max(100),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: z.string().max(100),
              value: z
                .looseObject({
                  statuses: z.array(StatusSchema).max(1000).optional(),
                  messages: z.array(InboundMessageSchema).max(1000).optional(),
                })
                .optional(),
            }),
          )
          .max(1000),
      }),
    )
    .max(1000),
})
export type WhatsAppWebhook = z.infer<typeof WhatsAppWebhookSchema>

/** The GET with which Meta checks the webhook's address when it is set up. */
export const WebhookVerificationSchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
})

import { describe, expect, it } from 'vitest'
import { whatsAppErrorReason } from './whatsapp-error.ts'

describe('a WhatsApp message’s reason', () => {
  it('is known by the code the sending side starts its error with', () => {
    expect(whatsAppErrorReason('opted_out')).toEqual({ key: 'optedOut' })
    expect(whatsAppErrorReason('hourly_limit')).toEqual({ key: 'hourlyLimit' })
    expect(whatsAppErrorReason('queue_gave_up')).toEqual({ key: 'queueGaveUp' })
    expect(whatsAppErrorReason('timeout')).toEqual({ key: 'timeout' })
    // A detail written after the code changes nothing.
    expect(whatsAppErrorReason('hourly_limit 40/h')).toEqual({ key: 'hourlyLimit' })
  })

  it('says past the hourly limit that the e-mail went only for a message standing in for one', () => {
    expect(whatsAppErrorReason('hourly_limit', 'recordatorio_reserva')).toEqual({ key: 'hourlyLimit' })
    expect(whatsAppErrorReason('hourly_limit', 'pedido_listo')).toEqual({ key: 'hourlyLimitNotSent' })
  })

  it('is a refusal of the Cloud API, with WhatsApp’s own number when it gave one', () => {
    expect(whatsAppErrorReason('http_400 131026 Message undeliverable')).toEqual({
      key: 'refused',
      code: '131026',
    })
    expect(whatsAppErrorReason('http_429 130429 Too many messages')).toEqual({
      key: 'refused',
      code: '130429',
    })
    expect(whatsAppErrorReason('http_500')).toEqual({ key: 'refused', code: null })
    expect(whatsAppErrorReason('http_503 An unknown error occurred')).toEqual({ key: 'refused', code: null })
  })

  it('is WhatsApp’s failure to deliver otherwise, with the number the webhook named', () => {
    expect(whatsAppErrorReason('131026 Message undeliverable')).toEqual({
      key: 'undelivered',
      code: '131026',
    })
    for (const error of ['network_error', 'no_message_id', 'http_200', 'something new', '']) {
      expect(whatsAppErrorReason(error)).toEqual({ key: 'undelivered', code: null })
    }
  })
})

import { describe, expect, it } from 'vitest'
import {
  isOptOutText,
  isStatusForward,
  partyWords,
  templateText,
  templateVariable,
  WHATSAPP_TEMPLATES,
  withoutLinkCapability,
} from './whatsapp-templates.ts'

describe('WhatsApp templates', () => {
  it('fills the numbered variables in order', () => {
    expect(
      templateText('reserva_confirmada', 'es', [
        'Ana',
        'La Tasca',
        'sáb 12 dic, 21:00',
        '4 personas',
        'https://x/c',
      ]),
    ).toBe(
      'Hola Ana, tu reserva en La Tasca está confirmada para el sáb 12 dic, 21:00 (4 personas). Si no puedes venir, cancélala aquí: https://x/c ¡Te esperamos!',
    )
  })

  it('tells a pickup’s diner their order is ready, with its number and link', () => {
    const variables = ['Ana', '12', 'La Tasca', 'https://v.test/m/la-tasca/pedido/t0k3n?lang=en']
    expect(templateText('pedido_listo', 'en', variables)).toBe(
      'Hi Ana, your order #12 at La Tasca is ready: you can come and pick it up. See it here: https://v.test/m/la-tasca/pedido/t0k3n?lang=en Thank you!',
    )
  })

  it('starts and ends every body with words, as Meta requires', () => {
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      for (const body of Object.values(template.body)) {
        expect(body, body).toMatch(/^[^{].*[^}]$/)
        expect(body.match(/\{\{\d+\}\}/g)).toHaveLength(template.variables.length)
      }
    }
  })

  it('writes a party in words and flattens a variable to one line', () => {
    expect(partyWords('es', 1)).toBe('1 persona')
    expect(partyWords('es', 4)).toBe('4 personas')
    expect(partyWords('en', 1)).toBe('1 person')
    expect(partyWords('en', 2)).toBe('2 people')
    expect(templateVariable('  Ana\n\tMaría    López ')).toBe('Ana María López')
  })

  it('shows a link without the parameters that act for its holder', () => {
    expect(withoutLinkCapability('https://v.test/m/casa/reservar/cancelar?token=abc.def&lang=es')).toBe(
      'https://v.test/m/casa/reservar/cancelar?lang=es',
    )
    expect(withoutLinkCapability('https://v.test/m/casa/pedido/AbC-12_x?lang=en')).toBe(
      'https://v.test/m/casa/pedido/?lang=en',
    )
    expect(withoutLinkCapability('https://v.test/m/casa/pedir?lang=en')).toBe(
      'https://v.test/m/casa/pedir?lang=en',
    )
    expect(withoutLinkCapability('Ana')).toBe('Ana')
  })

  it('moves statuses forward only', () => {
    expect(isStatusForward('sent', 'delivered')).toBe(true)
    expect(isStatusForward('read', 'delivered')).toBe(false)
    expect(isStatusForward('queued', 'read')).toBe(true)
    expect(isStatusForward('fell_back_to_email', 'delivered')).toBe(false)
    expect(isStatusForward('delivered', 'failed')).toBe(true)
  })

  it('knows an opt-out whatever its case, accents and spaces', () => {
    for (const text of ['STOP', 'baja', ' Baja. ', 'PARAR', 'Cancelar suscripción', 'cancelar  SUSCRIPCION'])
      expect(isOptOutText(text), text).toBe(true)
    for (const text of ['hola', 'stop por favor', 'bajar', '']) expect(isOptOutText(text), text).toBe(false)
  })
})

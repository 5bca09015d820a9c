import { describe, expect, it } from 'vitest'
import { isOptOutText, isStatusForward, templateText } from './whatsapp-templates.ts'

describe('WhatsApp templates', () => {
  it('fills the numbered variables in order', () => {
    expect(
      templateText('reserva_confirmada', 'es', ['Ana', 'La Tasca', 'sáb 12 dic, 21:00', '4', 'https://x/c']),
    ).toBe(
      'Hola Ana, tu reserva en La Tasca está confirmada para el sáb 12 dic, 21:00, 4 personas. Si no puedes venir, cancélala aquí: https://x/c',
    )
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

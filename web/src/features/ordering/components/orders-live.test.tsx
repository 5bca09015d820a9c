import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildOrder, FakeOrderEvents, fakeOrdersApi, ORDERS_PAGE } from '../testing/fake-orders.ts'
import { orderSoundStorageKey } from './order-sound.ts'

/** The Web Audio API as far as the chime uses it, counting the tones started. */
class FakeAudioContext {
  static tones = 0
  state: AudioContextState = 'suspended'
  currentTime = 0
  destination = {}
  async resume() {
    this.state = 'running'
  }
  async close() {
    this.state = 'closed'
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => {
        FakeAudioContext.tones += 1
      },
      stop: () => {},
    }
  }
  createGain() {
    const ramp = () => {}
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (node: unknown) => node,
    }
  }
}

const stream = async () => {
  await waitFor(() => expect(FakeOrderEvents.instances).toHaveLength(1))
  return FakeOrderEvents.instances[0]!
}
const announcement = () => document.querySelector('[aria-live="polite"]')

beforeEach(() => {
  FakeOrderEvents.instances = []
  FakeAudioContext.tones = 0
  vi.stubGlobal('EventSource', FakeOrderEvents)
  vi.stubGlobal('AudioContext', FakeAudioContext)
})

describe('Pedidos live', { timeout: 20_000 }, () => {
  it('refetches at each event, chimes and announces a new order, and counts those waiting in the title', async () => {
    const waiting = buildOrder({ number: 12 })
    const placed = buildOrder({ number: 13, createdAt: '2026-12-06T18:10:00.000Z' })
    const api = fakeOrdersApi([waiting, buildOrder({ number: 11, status: 'delivered' })], [placed])
    mockSession(buildMe(), api.routes)
    const { user } = renderApp(ORDERS_PAGE)
    await screen.findByRole('article', { name: /^#12 ·/ })
    const events = await stream()
    expect(events.url).toBe('/api/orders/events')
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Vitrina'))
    expect(announcement()).toBeEmptyDOMElement()

    // A browser lets the page sound only once someone has used it.
    await user.click(screen.getByRole('heading', { level: 2, name: 'Pedidos del día' }))
    api.place(placed)
    act(() => events.emit(placed.id, 'received'))
    expect(await screen.findByRole('article', { name: /^#13 ·/ })).toBeInTheDocument()
    await waitFor(() => expect(announcement()).toHaveTextContent('Nuevo pedido #13'))
    expect(document.title).toBe('(2) Pedidos · Vitrina')
    expect(FakeAudioContext.tones).toBe(2)

    api.setStatus(waiting.id, 'rejected')
    api.setStatus(placed.id, 'preparing')
    act(() => events.emit(placed.id, 'preparing'))
    await waitFor(() => expect(document.title).toBe('Pedidos · Vitrina'))
    expect(FakeAudioContext.tones).toBe(2)
  })

  it('stays quiet with the sound off, remembered on this device', async () => {
    const placed = buildOrder({ number: 21 })
    const api = fakeOrdersApi([buildOrder({ number: 20, status: 'ready' })], [placed])
    mockSession(buildMe(), api.routes)
    const { user, router } = renderApp(ORDERS_PAGE)
    await screen.findByRole('article', { name: /^#20 ·/ })
    const sound = screen.getByRole('button', { name: 'Sonido' })
    expect(sound).toHaveAttribute('aria-pressed', 'true')
    await user.click(sound)
    expect(sound).toHaveAttribute('aria-pressed', 'false')
    expect(localStorage.getItem(orderSoundStorageKey)).toBe('off')

    api.place(placed)
    act(() => FakeOrderEvents.instances[0]!.emit(placed.id, 'received'))
    await waitFor(() => expect(announcement()).toHaveTextContent('Nuevo pedido #21'))
    expect(FakeAudioContext.tones).toBe(0)

    // Leaving Pedidos closes its stream.
    await act(() => router.navigate('/dashboard/clientes'))
    expect(FakeOrderEvents.instances[0]!.isClosed).toBe(true)
  })
})

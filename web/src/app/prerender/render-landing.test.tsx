// @vitest-environment node
// Where the build renders it: in Node, with no window, document or storage.
import { describe, expect, it } from 'vitest'
import { renderLanding } from './render-landing.tsx'

describe('renderLanding', () => {
  it('renders the whole landing in Spanish without a browser', async () => {
    const landing = await renderLanding('es')
    expect(landing.title).toBe('Vitrina · Menús y catálogos digitales para tu negocio')
    expect(landing.description).toMatch(/^Fotografía tu menú en papel/)
    for (const anchor of [
      'inicio',
      'demo',
      'beneficios',
      'como-funciona',
      'caracteristicas',
      'testimonios',
    ]) {
      expect(landing.markup).toContain(`id="${anchor}"`)
    }
    expect(landing.markup).toContain('id="preguntas"')
    expect(landing.markup).toContain('id="contacto"')
    expect(landing.markup).toContain('Iniciar Sesión')
    // The counters are written with their final numbers, for a page read without JavaScript.
    const text = landing.markup.replaceAll('<!-- -->', '').replace(/<span data-count-to="\d+">|<\/span>/g, '')
    for (const counter of ['40%', '80%', '2.000+']) expect(text).toContain(`${counter}</dd>`)
  })

  it('marks the parts that need the app as islands, the chat bubble hidden until they can run', async () => {
    const { markup } = await renderLanding('es')
    for (const island of ['upload', 'contact']) expect(markup).toContain(`<div data-island="${island}">`)
    expect(markup).toContain('<div data-island="chat" hidden="">')
    // The contact form's button waits for the app: a click before would send the plain HTML form.
    expect(markup).toMatch(/<button type="submit"[^>]* disabled=""/)
  })

  it('shows the support address only in the pages drawn with one', async () => {
    expect((await renderLanding('es')).markup).not.toContain('mailto:')
    const withAddress = await renderLanding('es', '%SUPPORT%')
    expect(withAddress.markup).toContain('href="mailto:%SUPPORT%"')
  })

  it('renders it in English with the English title', async () => {
    const landing = await renderLanding('en')
    expect(landing.title).toBe('Vitrina · Digital menus and catalogs for your business')
    expect(landing.markup).toContain('Log in')
    expect(landing.markup).not.toContain('Iniciar Sesión')
  })
})

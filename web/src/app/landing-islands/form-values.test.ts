import { describe, expect, it } from 'vitest'
import { readFormValues, restoreFormValues } from './form-values.ts'

function form(): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = `
    <input name="name" value="" />
    <select name="industry"><option value="" disabled>Elige</option><option>Restaurantes</option><option>Tiendas</option></select>
    <textarea name="message"></textarea>
    <input type="checkbox" name="privacy" />`
  document.body.replaceChildren(container)
  return container
}

describe('the static contact form handed over to its component', () => {
  it('reads only the fields the visitor edited, not a choice the browser showed on its own', () => {
    const container = form()
    container.querySelector<HTMLInputElement>('[name=name]')!.value = 'Ana'
    container.querySelector<HTMLInputElement>('[name=privacy]')!.checked = true
    const values = readFormValues(container, new Set(['name', 'privacy']))
    expect(values).toEqual([
      { name: 'name', value: 'Ana', checked: false },
      { name: 'privacy', value: 'on', checked: true },
    ])
  })

  it('puts them back as typing would, with the events a form listens to', () => {
    const container = form()
    const heard: string[] = []
    container.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).name))
    restoreFormValues(container, [
      { name: 'name', value: 'Ana', checked: false },
      { name: 'industry', value: 'Tiendas', checked: false },
      { name: 'privacy', value: 'on', checked: true },
    ])
    expect(container.querySelector<HTMLInputElement>('[name=name]')!.value).toBe('Ana')
    expect(container.querySelector<HTMLSelectElement>('[name=industry]')!.value).toBe('Tiendas')
    expect(container.querySelector<HTMLInputElement>('[name=privacy]')!.checked).toBe(true)
    expect(heard).toEqual(['name', 'industry', 'privacy'])
  })
})

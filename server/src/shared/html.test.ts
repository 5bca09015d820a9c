import { describe, expect, it } from 'vitest'
import { escapeHtml, html, raw } from './html.ts'

describe('html', () => {
  it('escapes interpolated text, in content and in attributes', () => {
    const name = '<script>alert("x")</script>'
    expect(html`<p title="${`a"b'c`}">${name}</p>`.value).toBe(
      '<p title="a&quot;b&#39;c">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    )
  })

  it('keeps nested templates and raw markup, and escapes strings inside arrays', () => {
    const items = ['<b>', 'Tom & Jerry'].map((item) => html`<li>${item}</li>`)
    expect(html`<ul>${items}</ul>${raw('<hr>')}`.value).toBe(
      '<ul><li>&lt;b&gt;</li><li>Tom &amp; Jerry</li></ul><hr>',
    )
    expect(html`${['<i>']}`.value).toBe('&lt;i&gt;')
  })

  it('writes nothing for null, undefined and false, and numbers as they are', () => {
    expect(html`[${null}${undefined}${false}${0}${12.5}]`.value).toBe('[012.5]')
  })

  it('escapes an ampersand once', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })
})

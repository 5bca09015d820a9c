import { DEFAULT_DESIGN, type Design, DesignSchema } from '#domain/catalogues/design.schema.ts'
import { imageVariantAddress } from '#domain/catalogues/image.ts'
import { fontFaceCss, fontFamily } from './fonts.ts'

type ColourField = 'titleColour' | 'textColour' | 'buttonBackground' | 'buttonText' | 'background'

const HEX_COLOUR = /^#([0-9a-f]{3,4}|[0-9a-f]{6})$/i

/**
 * A design colour as the page paints it. The inputs accept half-typed colours ("#1a"): anything but 3, 4 or 6
 * hex digits paints the default, as the dashboard's preview does. Checked here, nothing the owner typed
 * reaches the CSS (or the share image) unvalidated.
 */
export function designColour(design: Design, field: ColourField): string {
  const value = design[field]
  return HEX_COLOUR.test(value) ? value : DEFAULT_DESIGN[field]
}

/** The colour the background fades to, checked likewise; empty when the design has no gradient. */
export function designGradient(design: Design): string {
  return HEX_COLOUR.test(design.gradient) ? design.gradient : ''
}

function size(design: Design, field: 'titleSize' | 'textSize'): number {
  const parsed = DesignSchema.shape[field].safeParse(design[field])
  return parsed.success ? parsed.data : DEFAULT_DESIGN[field]
}

const RADII: Record<Design['buttonStyle'], string> = { rounded: '.5rem', square: '0', pill: '999px' }

/** The page background: the image over the colour, else a gradient from the colour when set, else the colour. */
function background(design: Design): string {
  const base = designColour(design, 'background')
  // Only our own image addresses (checked by their shape), so no owner text ends up inside url().
  const image = design.backgroundImage && imageVariantAddress(design.backgroundImage, 1280)
  if (image) return `background:${base} url(${image}) center/cover`
  const gradient = designGradient(design)
  return gradient ? `background:${base} linear-gradient(180deg,${base},${gradient})` : `background:${base}`
}

// The three category displays (docs/product-spec.md §2 "Visual style"), as the dashboard's preview draws
// them: featured shows the first category as large cards and the rest as list rows; similar an even grid;
// irregular a masonry.
const DISPLAY_CSS: Record<Design['categoryDisplay'], string> = {
  featured:
    '.g>.card{margin-bottom:.75rem}.card img{aspect-ratio:16/9}.card .b{font-size:1.05em}' +
    '.row{display:flex;gap:.75rem;padding-bottom:.65rem;margin-bottom:.65rem;border-bottom:1px solid var(--line)}' +
    '.row img{width:3.5rem;height:3.5rem;border-radius:.5rem}.row .b{flex:1;min-width:0;padding:0}',
  similar:
    '.g{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.65rem}.card img,.ph{aspect-ratio:1}' +
    '@media(min-width:40rem){.g{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  irregular:
    '.g{columns:2;column-gap:.65rem}.g>.card{break-inside:avoid;margin-bottom:.65rem}' +
    '.card:nth-child(3n+1) img{aspect-ratio:3/4}.card:nth-child(3n+2) img{aspect-ratio:4/3}' +
    '.card:nth-child(3n) img,.ph{aspect-ratio:1}@media(min-width:40rem){.g{columns:3}}',
}

/** The page's whole stylesheet for this design: fonts, sizes, colours, buttons, background and display. */
export function menuCss(design: Design): string {
  const text = designColour(design, 'textColour')
  const title = designColour(design, 'titleColour')
  const accent = designColour(design, 'buttonBackground')
  const titleSize = size(design, 'titleSize')
  return (
    fontFaceCss(design.font) +
    `:root{--text:${text};--title:${title};--accent:${accent};--on-accent:${designColour(design, 'buttonText')};` +
    `--bg:${designColour(design, 'background')};--radius:${RADII[design.buttonStyle]};` +
    `--line:color-mix(in srgb,${text} 14%,transparent)}` +
    '[hidden]{display:none!important}*{box-sizing:border-box}' +
    // An owner's long word (a 120-character name, an address) breaks where it must instead of widening the
    // page past a 320-pixel phone; a price or a button that must stay on one line says so with nowrap.
    `body{margin:0;min-height:100vh;overflow-wrap:anywhere;font:${size(design, 'textSize')}px/1.5 ${fontFamily(design.font)};` +
    `color:var(--text);${background(design)}}` +
    'img{display:block;max-width:100%;object-fit:cover}.w{max-width:48rem;margin:0 auto}' +
    '.bar{display:flex;gap:.5rem;overflow-x:auto;padding:.6rem 1.25rem}.top{justify-content:flex-end}' +
    // The tag filter fades out at its edges, over its own padding: a tag cut by the fade says there are more
    // to scroll to on a phone, and with nothing to scroll the fade covers only empty padding.
    '.ph{display:grid;place-items:center;font-size:2.25em;font-weight:700;color:var(--accent);' +
    'background:color-mix(in srgb,var(--accent) 12%,transparent)}' +
    '#tf{--fade:linear-gradient(90deg,transparent,#000 1.25rem,#000 calc(100% - 1.25rem),transparent);' +
    '-webkit-mask-image:var(--fade);mask-image:var(--fade)}' +
    '.cats{position:sticky;top:0;z-index:1;background:var(--bg);box-shadow:0 1px 0 var(--line)}' +
    // A category's button keeps its whole name on one line: the bar scrolls sideways, never the page.
    '.btn{flex:none;display:inline-flex;align-items:center;gap:.3rem;padding:.45rem 1rem;font:inherit;' +
    'font-size:.85em;font-weight:600;white-space:nowrap;text-decoration:none;cursor:pointer;' +
    'border:2px solid var(--accent);border-radius:var(--radius);background:var(--accent);color:var(--on-accent)}' +
    '.btn.o,.btn[aria-pressed=false]{background:transparent;color:var(--text)}' +
    'a:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}' +
    '.top .btn{padding:.25rem .75rem;font-size:.78em}' +
    'header{text-align:center;padding-bottom:.5rem}.ban{width:100%;height:11rem}' +
    '.logo{position:relative;width:5rem;height:5rem;margin:1.5rem auto 0;border-radius:1rem;background:#fff;' +
    'object-fit:contain;box-shadow:0 0 0 4px #fff}.ban+.logo{margin-top:-2.5rem}' +
    `h1{margin:1rem 1.25rem 0;font-size:${titleSize}px;line-height:1.1;color:var(--title)}` +
    '.wel{margin:.5rem 1.25rem 0;font-size:1.2em;font-weight:600;color:var(--title)}' +
    '.bk{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem;margin:.9rem 0 0}.bk .btn{padding:.55rem 1.5rem;font-size:.95em}' +
    '.slo{margin:.25rem 1.25rem 0;opacity:.85}.note{margin:0;padding:.5rem;text-align:center;' +
    'background:var(--accent);color:var(--on-accent);font-size:.85em}' +
    'main{padding:0 1.25rem 3rem}.s{scroll-margin-top:4rem}' +
    // The business's contact (Configuración → Negocio) closes the page, quiet under the menu.
    '.ct{margin:0 1.25rem 2rem;padding-top:1rem;border-top:1px solid var(--line);text-align:center;font-size:.9em}' +
    '.ct h2{margin:0 0 .4rem;font-size:1em}.ct p{margin:.15rem 0}.ct a{color:inherit}' +
    // The WhatsApp chat: a button in the contact, a small link under each dish when the owner wants one.
    '.ct .wa{margin:.6rem 0 0}.ct .wa a{color:var(--on-accent)}.wq{margin:.3rem 0 0;font-size:.8em}.wq a{color:inherit}' +
    `h2{margin:2rem 0 .75rem;font-size:${Math.round(titleSize * 0.55)}px;line-height:1.2;color:var(--title)}` +
    '.cd{margin:-.5rem 0 .75rem;opacity:.85}' +
    '.card{overflow:hidden;border:1px solid var(--line);border-radius:.75rem;' +
    `background:color-mix(in srgb,${text} 6%,transparent)}.card img{width:100%;height:auto}.b{padding:.65rem}` +
    '.h{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 .5rem}.h>h3{min-width:0}' +
    'h3{margin:0;font-size:1em;font-weight:600;line-height:1.3;color:var(--title)}' +
    '.pr{margin:0;font-weight:700;white-space:nowrap}.pr.na{font-weight:400;font-style:italic;opacity:.8}.pr s{margin-left:.3rem;font-size:.85em;font-weight:400;opacity:.8}' +
    '.d{margin:.15rem 0 0;font-size:.88em;opacity:.85}.dy{margin:.3rem 0 0;font-size:.8em;opacity:.8}' +
    '.n{display:flex;flex-wrap:wrap;gap:.25rem;margin:.4rem 0 0;padding:0;list-style:none}' +
    '.n li{display:inline-flex;align-items:center;gap:.25rem;padding:.1rem .5rem;font-size:.72em;' +
    'border:1px solid var(--line);border-radius:99px}.n .x{font-weight:700;background:var(--line)}' +
    'svg{width:1.15em;height:1.15em;fill:none;stroke:currentColor;stroke-width:1.4;stroke-linecap:round;' +
    'stroke-linejoin:round}.off picture{opacity:.5;filter:grayscale(1)}.so .pr,li.so .cn{text-decoration:line-through}' +
    // A set menu's courses: a small heading each, its choices one per line with their allergens.
    '.cs{margin:.4rem 0 0}.cs h4{margin:.6rem 0 .15rem;font-size:.8em;letter-spacing:.04em;text-transform:uppercase}' +
    '.ch{margin:0;padding:0 0 0 1rem}.ch li{margin:.2rem 0}.ch .d{display:block;margin:0}.ch .al{margin:.15rem 0 0}' +
    '.inc{margin:.3rem 0 0;font-size:.88em;font-style:italic}.xo{font-size:.78em;font-weight:700}' +
    '.sr{position:absolute;width:1px;height:1px;overflow:hidden;' +
    'clip-path:inset(50%);white-space:nowrap}' +
    // Allergens (decision 053): a product's icons in small rings, dashed for traces; the filter is a row of
    // boxes that is also the legend, its button only for pages read without script.
    '.al{display:flex;flex-wrap:wrap;gap:.3rem;margin:.4rem 0 0;padding:0;list-style:none}' +
    '.al li,.ring{display:inline-grid;place-items:center;width:1.7em;height:1.7em;border:1.5px solid currentColor;' +
    'border-radius:50%;font-size:.85em}.al .tr,.ring{border-style:dashed;opacity:.85}' +
    '.af{margin:.25rem 1.25rem 0;font-size:.85em}.af summary{padding:.35rem 0;font-weight:700;cursor:pointer}' +
    '.af fieldset{display:flex;flex-wrap:wrap;gap:.35rem .5rem;margin:.25rem 0 0;padding:0;border:0}' +
    '.af label{display:inline-flex;align-items:center;gap:.3rem;padding:.25rem .6rem;border:1px solid var(--line);' +
    'border-radius:99px;cursor:pointer}.af label:has(:checked){border-color:var(--accent);' +
    'box-shadow:inset 0 0 0 1px var(--accent);font-weight:600}.af input{margin:0;accent-color:var(--accent)}' +
    '.af .btn{margin-top:.5rem}.af form{padding-bottom:.5rem}.tn{display:flex;align-items:center;gap:.4rem;margin:.5rem 0 0;opacity:.85}' +
    '.ring{width:1.2em;height:1.2em}' +
    // "También trazas" under the boxes with its hint beside it; the count of hidden dishes under the whole
    // filter (empty, it takes no room); the link to the allergen table.
    '.at{margin:.6rem 0 0}.at label{font-weight:600}.at span{display:block;margin-top:.25rem;opacity:.85}.tl{margin:0 0 .5rem}.tl a{color:inherit}' +
    '.ac{margin:0 1.25rem;font-size:.85em;font-weight:700}.ac:not(:empty){padding:.2rem 0}' +
    // Promotions (decision 033): a product under an offer is outlined in the accent, a 2x1 carries the
    // accent's badge, and a normal promotion is a tinted card at the top of the menu.
    '.card.of{border-color:var(--accent)}.pm{margin:.3rem 0 0;font-size:.8em;font-weight:600}' +
    '.pm b{padding:.05rem .45rem;border-radius:var(--radius);background:var(--accent);color:var(--on-accent)}' +
    '.pc{display:flex;margin-bottom:.65rem;overflow:hidden;border:2px solid var(--accent);border-radius:.75rem;' +
    'background:color-mix(in srgb,var(--accent) 10%,transparent)}.pc picture{flex:none;width:7rem}' +
    '.pc img{width:100%;height:100%;min-height:6rem}.pc .b{padding:.75rem}.pc .pr{margin-top:.3rem}' +
    '@media(min-width:48rem){.pc picture{width:10rem}}' +
    // Sizes and extras (decision 044): inline lists whose dots are drawn and silent ("Copa 4,50 € · Botella
    // 18,00 €"); the list wraps between sizes, and inside one only when it is wider than a narrow card.
    '.il{display:inline;margin:0;padding:0;list-style:none}.il li{display:inline-block}' +
    '.il li:not(:last-child):after{content:"·";content:"·"/"";margin-left:.3em}' +
    '.vs{display:block;margin:.1rem 0 0}.vs .a{font-weight:700}.na{font-style:italic;opacity:.8}' +
    '.vs s,.vt s{margin-left:.3rem;font-size:.85em;font-weight:400;opacity:.8}.vs .pm{margin:0}.vt .pm{display:block;margin:.2rem 0 0}' +
    '.og{margin:.2rem 0 0;font-size:.85em}' +
    // A size table scrolls inside its own box on a phone narrower than its columns, never the page.
    // Its words break only where a line can (the page's "anywhere" would cut a name letter by letter).
    '.tw{overflow-x:auto;margin-bottom:1rem}.vt{width:100%;border-collapse:collapse;overflow-wrap:break-word}' +
    '.vt th,.vt td{padding:.45rem .3rem;text-align:right;vertical-align:top}' +
    // Three sizes of a five-digit price beside a name fit a 360-pixel phone without scrolling.
    '@media(max-width:30rem){.vt td{padding:.45rem .2rem;font-size:.92em}}' +
    '.vt thead th{font-size:.8em;font-weight:600;border-bottom:2px solid var(--line)}' +
    '.vt tbody{border-bottom:1px solid var(--line)}.vt tbody th{text-align:left;font-weight:600;color:var(--title)}' +
    '.vt td{font-weight:700;white-space:nowrap}.vt s{display:block;margin:0}.vt td.na{font-weight:400;white-space:normal}' +
    '.vt .dr td{padding-top:0;text-align:left;font-weight:400;white-space:normal}.vt .dr p:first-child{margin-top:0}' +
    '.vt picture{float:left;margin-right:.5rem}.vt img{width:3rem;height:3rem;border-radius:.5rem}' +
    '.vt tr>:first-child{padding-left:0}.vt .of th{padding-left:.5rem;box-shadow:inset 3px 0 var(--accent)}.vt:focus-visible{outline:3px solid var(--accent)}' +
    DISPLAY_CSS[design.categoryDisplay]
  )
}

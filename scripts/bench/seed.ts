// Sets up the benchmark's business through the public API, as the owner's browser would: register, one
// active catalogue with six categories and 40 products, one product photo and the logo, a design and five
// promotions.
import sharp from 'sharp'
import { CODE_ALPHABET } from '#domain/accounts/account.schema.ts'
import { BENCH_CATEGORIES, BENCH_DESIGN, BENCH_PROMOTIONS } from './menu-data.ts'

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>
/** The next mail to an address, as the bench's mail catcher answers it. */
type NextMail = (to: string, timeoutMs?: number) => Promise<{ text: string }>
type Upload = (path: string, image: Buffer) => Promise<unknown>

/** An API client that keeps the session cookie the registration answered with. */
async function registerOwner(
  origin: string,
  nextMail: NextMail,
): Promise<{ call: Call; upload: Upload; slug: string; cookie: string }> {
  const password = 'una-clave-muy-larga'
  const email = `rosa-${Date.now()}@example.com`
  const response = await fetch(`${origin}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Rosa Pérez',
      businessName: 'Rosa Pérez',
      email,
      password,
      confirmPassword: password,
      countryCode: 'CO',
      phone: '',
      acceptTerms: true,
    }),
  })
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`)
  const body = (await response.json()) as { user: { business: { slug: string } } }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')

  const send = async (method: string, path: string, init: RequestInit) => {
    const answer = await fetch(`${origin}${path}`, { ...init, method, headers: { ...init.headers, cookie } })
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`)
    return answer.status === 204 ? undefined : answer.json()
  }
  const call: Call = (method, path, json) =>
    send(
      method,
      path,
      json === undefined
        ? {}
        : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } },
    )
  const upload: Upload = (path, image) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'foto.jpg')
    return send('POST', path, { body: form })
  }
  // The menu goes public once the owner confirms their email with the mailed code (decision 023).
  const code = new RegExp(`^[${CODE_ALPHABET}]{4}$`, 'm').exec((await nextMail(email, 15_000)).text)?.[0]
  if (!code) throw new Error('the confirmation mail holds no code')
  await call('POST', '/api/email-verifications/confirm', { code })
  return { call, upload, slug: body.user.business.slug, cookie }
}
/** A photo-sized JPEG with some structure (a gradient and a shape), so its WebP copies weigh like real ones. */
export async function makePhoto(width: number, height: number, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#2b1608"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f5deb3" opacity="0.8"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
}

type Category = { id: string; name: string }
type Product = { id: string }

// A new catalogue starts with Entradas, Fuertes and Bebidas: keep those, add the others, then order all six.
async function createCategories(call: Call, catalogueId: string): Promise<Map<string, string>> {
  const existing = (await call('GET', `/api/catalogues/${catalogueId}/categories`)) as Category[]
  const ids = new Map(existing.map((category) => [category.name, category.id]))
  for (const [position, category] of BENCH_CATEGORIES.entries()) {
    let id = ids.get(category.name)
    if (!id) {
      id = (
        (await call('POST', `/api/catalogues/${catalogueId}/categories`, { name: category.name })) as Category
      ).id
      ids.set(category.name, id)
    }
    await call('PATCH', `/api/categories/${id}`, { description: category.description, position })
  }
  return ids
}

export type SeededMenu = {
  slug: string
  productCount: number
  /** The owner's session, as a Cookie header: the load bench signs in with it. */
  cookie: string
  catalogueId: string
  categoryIds: string[]
  productIds: string[]
}

/** Seeds the business and answers the public page's slug, and what a signed-in client needs. */
export async function seedMenu(origin: string, nextMail: NextMail): Promise<SeededMenu> {
  const { call, upload, slug, cookie } = await registerOwner(origin, nextMail)
  const catalogue = (await call('POST', '/api/catalogues', {
    template: 'clasico',
    nombre: 'Carta principal',
  })) as {
    id: string
    activo: boolean
  }
  if (!catalogue.activo) await call('POST', `/api/catalogues/${catalogue.id}/activate`)
  const categoryIds = await createCategories(call, catalogue.id)

  const productIds: string[] = []
  const productIdByName = new Map<string, string>()
  for (const category of BENCH_CATEGORIES) {
    for (const [position, product] of category.products.entries()) {
      const created = (await call('POST', `/api/catalogues/${catalogue.id}/products`, {
        ...product,
        categoryId: categoryIds.get(category.name),
        position,
      })) as Product
      productIds.push(created.id)
      productIdByName.set(product.name, created.id)
    }
  }
  const photographed = (await upload(
    `/api/products/${productIds[0]}/image`,
    await makePhoto(1600, 1200, '#c2410c'),
  )) as { image: string }
  await upload(`/api/catalogues/${catalogue.id}/design/images/logo`, await makePhoto(512, 512, '#9a3412'))
  await call('PUT', `/api/catalogues/${catalogue.id}/design`, BENCH_DESIGN)
  for (const { categoryName, withImage, freeProductName, ...promotion } of BENCH_PROMOTIONS.map((p) => ({
    categoryName: undefined,
    withImage: false,
    freeProductName: undefined,
    ...p,
  }))) {
    await call('POST', '/api/promotions', {
      ...promotion,
      ...(freeProductName ? { producto2x1: productIdByName.get(freeProductName) } : {}),
      catalogueId: catalogue.id,
      categorias: categoryName ? [categoryIds.get(categoryName)] : [],
      imagen: withImage ? photographed.image : null,
    })
  }
  return {
    slug,
    productCount: productIds.length,
    cookie,
    catalogueId: catalogue.id,
    categoryIds: [...categoryIds.values()],
    productIds,
  }
}

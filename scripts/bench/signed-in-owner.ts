// A new owner with one active catalogue, signed up through the public API as the registration form does:
// what the dashboard benchmark opens Inicio as. The email stays unconfirmed (Inicio shows its notice then),
// so no mail catcher is needed.

export type SignedInOwner = {
  /** The session the registration answered with, as the browser's cookies for the server's origin. */
  cookies: { name: string; value: string; url: string }[]
}

function sessionCookies(response: Response, origin: string): SignedInOwner['cookies'] {
  return response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';')
    const equals = pair.indexOf('=')
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1), url: origin }
  })
}

export async function createSignedInOwner(origin: string): Promise<SignedInOwner> {
  const password = 'una-clave-muy-larga'
  const registered = await fetch(`${origin}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Rosa Pérez',
      businessName: 'Cafetería La Esquina',
      email: `rosa-${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      countryCode: 'CO',
      phone: '',
      acceptTerms: true,
    }),
  })
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`)
  const cookies = sessionCookies(registered, origin)

  // With a catalogue Inicio shows its summary, the public menu's address and QR code, and the visits.
  const catalogue = await fetch(`${origin}/api/catalogues`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
    },
    body: JSON.stringify({ template: 'clasico', nombre: 'Carta principal' }),
  })
  if (!catalogue.ok) throw new Error(`creating the catalogue answered ${catalogue.status}`)
  const { activo } = (await catalogue.json()) as { activo: boolean }
  if (!activo) throw new Error('the first catalogue is not the active one')
  return { cookies }
}

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** The person the local provider signs in: any login name becomes `<login>@example.com`. */
const claimsOf = (login: string) => ({
  sub: login,
  email: `${login}@example.com`,
  email_verified: true,
  name: `Persona ${login}`,
  picture: `https://img.example/${login}.png`,
})

/**
 * A real OpenID Connect provider on a local port (a free one unless given) (the `oidc-provider` package with
 * its development login screens), for proving the whole redirect flow (decision 010). `signIn(url, login)`
 * plays the person in the browser: from our app's authorisation URL to the callback URL the provider sends
 * back.
 */
export async function startOidcProvider(
  redirectUri: string,
  options: { port?: number; client?: { clientId: string; clientSecret: string } } = {},
) {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const client = options.client ?? { clientId: 'vitrina-test', clientSecret: 'a-secret-only-tests-know' }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    findAccount: async (_context, id) => ({ accountId: id, claims: async () => claimsOf(id) }),
    features: { devInteractions: { enabled: true } },
  })
  server.on('request', provider.callback())

  async function signIn(authorizationUrl: string, login: string): Promise<string> {
    const cookies = new Map<string, string>()
    let url = authorizationUrl
    let body: URLSearchParams | undefined
    for (let step = 0; step < 20; step++) {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        body,
      })
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';')
        const at = pair.indexOf('=')
        cookies.set(pair.slice(0, at), pair.slice(at + 1))
      }
      body = undefined
      const location = response.headers.get('location')
      if (location) {
        const next = new URL(location, url).toString()
        if (next.startsWith(redirectUri)) return next
        url = next
        continue
      }
      // A development screen: the login form first, then the consent form.
      const page = await response.text()
      const action = page.match(/action="([^"]+)"/)?.[1]
      if (!action) throw new Error(`The provider answered ${response.status} without a form or redirect`)
      url = new URL(action, url).toString()
      body = page.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' })
    }
    throw new Error('The provider never sent the browser back')
  }

  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    ...client,
    signIn,
    claimsOf,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
} from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import { CODE_ALPHABET } from '#domain/accounts/account.schema.ts'
import { fetchMail } from './support/services-config.ts'

/** An owner account the journeys sign in with. */
/** An owner's sign-up: their own name, their business's, their e-mail and password. */
export type Account = { name: string; businessName: string; email: string; password: string }

type Options = {
  /**
   * How the page starts: signed out ('none', the default), in the worker owner's shared session ('shared'),
   * or in a session of its own for that owner ('own'), for journeys that sign out.
   */
  session: 'none' | 'shared' | 'own'
  /**
   * API paths whose 5xx answers the journey forces itself (`page.route` fulfilling a 500) to see the page
   * handle a server failure: Chromium logs those as console errors, which then do not fail the journey.
   */
  forcedFailurePaths: string[]
  /**
   * Whether an API's 4xx fails the journey too, for journeys where no request may be refused (signed out,
   * nothing may still ask for the signed-in owner's data).
   */
  isStrictAboutApiErrors: boolean
}

type Fixtures = {
  /** Goes to a path, waits for the page to settle and fails on any serious or critical axe violation. */
  visit: (path: string) => Promise<void>
  /** Runs axe on the page as it is now (after opening a drawer or a dialog, say). */
  expectAccessible: () => Promise<void>
  /** This worker's owner account, registered through the API (the page is signed in only as `session` says). */
  owner: Account
}

type WorkerFixtures = {
  /** Registers the worker's owner on first use; answers the account and the cookies of its session. */
  workerOwner: () => Promise<{ account: Account; cookies: Parameters<BrowserContext['addCookies']>[0] }>
}

export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page)
  const violations = await findAxeViolations(page)
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`,
  )
  expect(report, `axe found serious violations on ${page.url()}`).toEqual([])
}

/** axe-core's own build, as the page runs it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe's violations on the page as it is now. axe is put into the page once per document and run there:
 * @axe-core/playwright's AxeBuilder injected it again on every check and finished each run in a blank page
 * of its own, 1.1–1.8 s a check against 0.1–0.2 s (the app draws no iframes, whose content that way of
 * running would also check).
 */
async function findAxeViolations(page: Page): Promise<AxeResults['violations']> {
  const hasAxe = await page.evaluate(() => 'axe' in window)
  if (!hasAxe) await page.evaluate(AXE_SOURCE)
  const options: RunOptions = { resultTypes: ['violations'] }
  const results = await page.evaluate(
    (runOptions) =>
      (
        window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, runOptions),
    options,
  )
  return results.violations
}

/**
 * Waits (2 s at most) for the page's animations and transitions that end, a dialog fading in say: axe measures
 * colours as drawn, and a button caught half faded in fails the contrast that it passes once shown. With
 * journeys no longer slowed by tracing (traces only on retries, decision 055) axe started catching dialogs
 * mid-fade. Endless ones (a spinner) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    const atMost = new Promise((resolve) => setTimeout(resolve, 2000))
    await Promise.race([Promise.allSettled(ending.map((a) => a.finished)), atMost])
  })
}

let accountCount = 0

/** A new account's details, unique across workers and runs. */
export function newAccount(label = 'owner'): Account {
  accountCount += 1
  const id = `${Date.now().toString(36)}-${process.pid}-${accountCount}`
  return {
    name: `Dueña ${label} ${accountCount}`,
    businessName: `Casa ${label} ${accountCount}`,
    email: `e2e-${label}-${id}@example.com`,
    password: 'vitrina-e2e-1',
  }
}

/** The register form's fields for an account, as `POST /api/accounts` takes them. */
export function registration(account: Account) {
  return {
    name: account.name,
    businessName: account.businessName,
    email: account.email,
    password: account.password,
    confirmPassword: account.password,
    countryCode: 'CO',
    phone: '3001234567',
    acceptTerms: true,
  }
}

/** The 4-character code of a caught email: alone on its line, of the code alphabet (no 0, O, 1, I or L). */
export function codeInMail(mail: { subject: string; text: string }): string {
  const code = new RegExp(`^[${CODE_ALPHABET}]{4}$`, 'm').exec(mail.text)?.[0]
  expect(code, `a code in "${mail.subject}"`).toBeDefined()
  return code ?? ''
}

/** A code that is not `code`: its first character moved on by one in the code alphabet. */
export function otherCode(code: string): string {
  return CODE_ALPHABET[(CODE_ALPHABET.indexOf(code[0] ?? '') + 1) % CODE_ALPHABET.length] + code.slice(1)
}

/** What each code email says, to tell them apart (sign-up mails a code too): in Spanish, the default. */
export const CODE_MAIL = {
  confirmation: 'confirmar tu correo',
  recovery: 'contraseña nueva',
  signIn: 'iniciar sesión',
} as const

/**
 * Registers an account through `request` (whose cookies then hold its session) and confirms its email with
 * the code sign-up mailed, as the dashboard's notice does, so that its public menu is live. Answers the
 * signed-in user as the API describes them.
 */
export async function registerConfirmedOwner(request: APIRequestContext, account: Account) {
  const registered = await request.post('/api/accounts', { data: registration(account) })
  expect(registered.status(), await registered.text()).toBe(201)
  const code = codeInMail(await fetchMail(account.email, CODE_MAIL.confirmation))
  const confirmed = await request.post('/api/email-verifications/confirm', { data: { code } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return (await confirmed.json()).user as { business: { slug: string }; emailVerified: boolean }
}
/**
 * The signed-in owner of `page` speaks `language`: saved in their settings (what a sign-in on any device
 * applies) and on this device, where a page opened with the session already running keeps its own choice
 * (docs/decisions/043-dark-theme-and-preferences-on-every-device.md).
 */
export async function speakLanguage(page: Page, language: 'es' | 'en'): Promise<void> {
  const saved = await page.request.patch('/api/settings', { data: { preferences: { language } } })
  expect(saved.status(), await saved.text()).toBe(200)
  await page.addInitScript((stored) => localStorage.setItem('language', stored), language)
}

// The session check runs on every page, signed in or not: it answers nobody without an error, so any error
// status it logs is a fault, never an answer the page handles.
const sessionCheckPath = '/api/me'

/**
 * Whether a console message is Chromium noting an answer that the page handles and shows: an API's 4xx, a
 * 5xx the journey forced on one of `forcedFailurePaths`, or the 404 of an address the app has no page for.
 */
function isHandledApiAnswer(
  message: ConsoleMessage,
  forcedFailurePaths: string[],
  isStrictAboutApiErrors: boolean,
): boolean {
  const status = /status of (\d{3})/.exec(message.text())?.[1]
  const { url } = message.location()
  if (!status || !url) return false
  const { pathname } = new URL(url)
  if (status.startsWith('5')) return forcedFailurePaths.includes(pathname)
  // An address the app has no page for: the server answers its "not found" page with a 404 (a page, not a
  // file: a missing script or picture still fails the journey).
  if (status === '404' && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)) return true
  if (isStrictAboutApiErrors) return false
  return status.startsWith('4') && pathname.startsWith('/api/') && pathname !== sessionCheckPath
}

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  session: ['none', { option: true }],
  forcedFailurePaths: [[], { option: true }],
  isStrictAboutApiErrors: [false, { option: true }],
  // Sign-ups and sign-ins are rate limited (5 a minute from one address, decision 010), so each worker
  // registers one owner, once, and its tests share that account instead of each registering its own.
  workerOwner: [
    async ({ playwright }, use, workerInfo) => {
      let registered: ReturnType<WorkerFixtures['workerOwner']> | undefined
      const register = async () => {
        const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
        const account = newAccount(`w${workerInfo.workerIndex}`)
        await registerConfirmedOwner(request, account)
        const { cookies } = await request.storageState()
        await request.dispose()
        return { account, cookies }
      }
      await use(() => {
        registered ??= register()
        return registered
      })
    },
    { scope: 'worker' },
  ],
  owner: async ({ workerOwner }, use) => {
    await use((await workerOwner()).account)
  },
  page: async ({ page, session, workerOwner, forcedFailurePaths, isStrictAboutApiErrors }, use) => {
    if (session === 'shared') await page.context().addCookies((await workerOwner()).cookies)
    if (session === 'own') {
      // page.request shares the page's cookies, so this sign-in's session cookie lands in the page.
      const { email, password } = (await workerOwner()).account
      const response = await page.request.post('/api/sessions', { data: { email, password } })
      expect(response.status(), await response.text()).toBe(200)
    }

    // A console error or an uncaught exception fails the journey (epic-stack habit, STYLE.md). A 409 for a
    // taken email is an answer the page handles, which Chromium logs all the same; the session check is not.
    const errors: string[] = []
    page.on('console', (message) => {
      const isHandled = isHandledApiAnswer(message, forcedFailurePaths, isStrictAboutApiErrors)
      if (message.type() === 'error' && !isHandled) {
        errors.push(message.text())
      }
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(page)
    expect(errors, 'the browser console showed errors').toEqual([])
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expectAccessible(page)
    })
  },
  expectAccessible: async ({ page }, use) => {
    await use(() => expectAccessible(page))
  },
})

export { expect }

// The three measurements of the public menu benchmark: weight, Lighthouse, throughput under load.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../chromium-path.ts'
import { findFreePort } from './server.ts'

export type Weight = { raw: number; gzip: number; files: string[]; fonts: { url: string; bytes: number }[] }

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

function matchAll(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean)
}

/**
 * The page's HTML plus every stylesheet and script it links, raw and gzipped (zlib's default level, as a
 * reverse proxy would compress them). Images are excluded (they load lazily, after the menu can be read); fonts are listed apart.
 */
export async function measureWeight(pageUrl: string, html: Buffer): Promise<Weight> {
  const text = html.toString('utf8')
  const linked = [
    ...matchAll(text, /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*\bhref=["']?([^"'\s>]+)/gi),
    ...matchAll(text, /<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi),
  ].map((href) => new URL(href, pageUrl).href)
  const parts = [html, ...(await Promise.all(linked.map(fetchBytes)))]
  const css = parts.map((part) => part.toString('utf8')).join('\n')
  const fontUrls = [...new Set(matchAll(css, /url\(["']?([^"')]+\.woff2?)["']?\)/gi))]
  const fonts = await Promise.all(
    fontUrls.map(async (href) => {
      const url = new URL(href, pageUrl).href
      return { url, bytes: (await fetchBytes(url)).length }
    }),
  )
  return {
    raw: parts.reduce((sum, part) => sum + part.length, 0),
    gzip: parts.reduce((sum, part) => sum + gzipSync(part).length, 0),
    files: [pageUrl, ...linked],
    fonts,
  }
}

export type LighthouseScores = {
  performance: number
  accessibility: number
  /** Only measured when asked for (`seo: true`). */
  seo?: number
  metrics: string
  /** Total blocking time and largest contentful paint, in milliseconds. */
  tbtMs: number
  lcpMs: number
  /** Every script the page loaded while Lighthouse watched it (no one touching it). */
  scriptUrls: string[]
  /** Audits that count towards a measured category (other than performance) and did not pass. */
  failing: string[]
}

type NetworkRequest = { url: string; resourceType?: string }

async function waitForDevtools(port: number): Promise<void> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return
    } catch {
      // Chromium is still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('Chromium did not open its debugging port')
}

/** Lighthouse's default (mobile) configuration against the system Chromium, launched headless here. */
export async function runLighthouse(url: string, options: { seo?: boolean } = {}): Promise<LighthouseScores> {
  const port = await findFreePort()
  const profile = await mkdtemp(join(tmpdir(), 'vitrina-bench-chromium-'))
  const chromium = spawn(
    chromiumPath(),
    [
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  try {
    await waitForDevtools(port)
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', ...(options.seo ? ['seo'] : [])],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`)
    const metric = (id: string) => audits[id]?.displayValue ?? '?'
    const failing = [categories.accessibility, categories.seo]
      .flatMap((category) => category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      ...(options.seo ? { seo: score('seo') } : {}),
      metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      scriptUrls: (requests ?? [])
        .filter((request) => request.resourceType === 'Script')
        .map(({ url }) => url),
      failing,
    }
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve))
    chromium.kill('SIGTERM')
    await exited
    await rm(profile, { recursive: true, force: true })
  }
}

export type Load = { requestsPerSecond: number; p99: number; bad: number }

/**
 * Requests per second and p99 latency (ms) under `connections` concurrent keep-alive connections, as fast as
 * the server answers, or at most `rate` requests a second over them all.
 */
export async function runLoad(url: string, seconds: number, connections: number, rate = 0): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(rate > 0 ? { overallRate: rate } : {}),
  })
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  }
}

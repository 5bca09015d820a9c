import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { robotsTxt } from './robots.ts'
import { getSitemap } from './sitemap.service.ts'
import { sitemapIndexXml, urlSetXml } from './sitemap.xml.ts'

/** The sitemap protocol's limit of addresses in one list. */
export const SITEMAP_PAGE_SIZE = 50_000

export type SitemapOptions = {
  /** Addresses per list before `/sitemap.xml` becomes an index (SITEMAP_PAGE_SIZE; tests page with fewer). */
  pageSize?: number
}

// Crawlers come back daily at most; an hour keeps a new menu from waiting long.
const CACHE = 'public, max-age=3600'

/**
 * `/robots.txt` and `/sitemap.xml` (every live menu and booking page, and the landing, in both languages),
 * which becomes an index of `/sitemap-<n>.xml` lists past `pageSize` addresses (decision 068).
 */
export const sitemapModule: FastifyPluginAsyncZod<SitemapOptions> = async (
  app,
  { pageSize = SITEMAP_PAGE_SIZE },
) => {
  const { publicUrl } = app.config
  const db = app.database.db

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(xml)

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  )

  app.get('/sitemap.xml', async (_request, reply) => {
    const answer = await getSitemap(db, publicUrl, pageSize, null)
    if (answer?.kind === 'index') {
      const lists = Array.from(
        { length: answer.pageCount },
        (_, index) => `${publicUrl}/sitemap-${index + 1}.xml`,
      )
      return sendXml(reply, sitemapIndexXml(lists, answer.lastModified))
    }
    return sendXml(reply, urlSetXml(answer?.entries ?? []))
  })

  app.get(
    '/sitemap-:page.xml',
    { schema: { params: z.object({ page: z.string().max(20) }) } },
    async (request, reply) => {
      // Anything but a list's number is a list that is not there (0 is none).
      const page = /^[1-9]\d{0,8}$/.test(request.params.page) ? Number(request.params.page) : 0
      const answer = await getSitemap(db, publicUrl, pageSize, page)
      if (answer?.kind !== 'urls')
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
      return sendXml(reply, urlSetXml(answer.entries))
    },
  )
}

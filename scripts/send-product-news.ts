// `npm run mail:product-news -- news.json`: mails a piece of product news to every owner who turned
// "marketing" on in Configuración → Notificaciones (and confirmed their address), each in their language and
// with a one-click unsubscribe. news.json: { "es": { "subject": "…", "body": "…" }, "en": { … } }; the body is
// plain text, paragraphs split by a blank line. Uses the server's configuration (DATABASE_URL or DATA_DIR,
// SMTP_URL, PUBLIC_URL); with the embedded database, run it while the server is stopped (one process at a
// time may open DATA_DIR).
import { readFile } from 'node:fs/promises'
import pino from 'pino'
import { z } from 'zod'
import { loadConfig } from '../server/src/config.ts'
import { openDatabase } from '../server/src/db/database.ts'
import { createMailer } from '../server/src/modules/mail/index.ts'
import { sendProductNews } from '../server/src/modules/settings/index.ts'

const Text = z.object({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
})
const NewsSchema = z.object({ es: Text, en: Text }).strict()

async function main() {
  const file = process.argv[2]
  if (!file) throw new Error('Usage: npx node scripts/send-product-news.ts news.json')
  const news = NewsSchema.parse(JSON.parse(await readFile(file, 'utf8')))
  const config = loadConfig()
  const log = pino({ level: 'info' })
  const database = await openDatabase(config)
  const mailer = createMailer({ smtpUrl: config.smtpUrl, db: database.db, log })
  try {
    const sent = await sendProductNews({ db: database.db, mailer, publicUrl: config.publicUrl, log }, news)
    log.info({ sent }, 'product news sent')
  } finally {
    mailer.close()
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

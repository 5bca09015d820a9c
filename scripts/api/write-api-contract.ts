// `npm run api:contract`: writes the API contract the web's typed client is checked against, from the
// server's route schemas: web/src/lib/api/openapi.json and web/src/lib/api/schema.d.ts.
import { mkdir, writeFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { API_FOLDER, DOCUMENT_FILE, formatDocument, generateApiTypes, TYPES_FILE } from './api-contract.ts'
import { buildApiDocument } from './build-api-document.ts'

const document = await buildApiDocument()
await mkdir(API_FOLDER, { recursive: true })
await writeFile(DOCUMENT_FILE, formatDocument(document))
await writeFile(TYPES_FILE, await generateApiTypes(document))
const paths = Object.keys(document.paths).length
console.log(
  `${paths} API paths written to ${relative(process.cwd(), DOCUMENT_FILE)} and ${relative(process.cwd(), TYPES_FILE)}`,
)

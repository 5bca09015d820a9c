import { join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// In development Vite serves the SPA on the public port and hands /api, /media, the public menus (/m/) and
// their fonts to the Fastify server (see `npm run dev`). The Host header is kept: the server's origin check
// compares it with the page's Origin.
const apiPort = Number(process.env.API_PORT ?? 3001)
const toApi = { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false }

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The manifest tells the build which files the static landing's boot script and the app's stylesheet
    // became (scripts/build-web.ts).
    manifest: true,
    rolldownOptions: {
      // The app (index.html) and the static landing's boot script, each an entry of its own: the landing
      // loads none of the app until one of its islands is needed (docs/decisions/067-a-static-landing-with-islands.md).
      input: {
        index: join(import.meta.dirname, 'index.html'),
        landing: join(import.meta.dirname, 'src/app/landing-islands/boot.ts'),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': toApi, '/media': toApi, '/m/': toApi, '/fonts/': toApi },
  },
})

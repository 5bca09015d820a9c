// The images module's public face: its plugin, which the app registers; nothing else is used outside it.
export { imagesModule } from './images.plugin.ts'

// The images module's public face: its plugin, which the app registers, and the removal of an upload's files
// (an account's deletion takes its images with it).
export { imagesModule } from './images.plugin.ts'
export { deleteUploadedImage } from './media-store.ts'

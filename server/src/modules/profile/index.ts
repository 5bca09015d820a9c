// The profile module's public face: its plugin; what the images module needs to give a user a photo and to
// keep its files from the sweep.
export { profileModule } from './profile.plugin.ts'
export { listProfilePhotoAddresses, setProfilePhoto } from './profile.service.ts'

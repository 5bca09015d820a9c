// The settings module's public face: its plugin (settings routes and the unsubscribe page), and what the
// modules that send e-mail need to obey the owner's notification toggles; the product news sender.
export { type OwnerNotices, readOwnerNotices } from './owner-notices.ts'
export { type ProductNews, sendProductNews } from './product-news.ts'
export { settingsModule } from './settings.plugin.ts'

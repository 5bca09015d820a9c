import enCatalogues from './en/catalogues.json'
import enCategories from './en/categories.json'
import enChat from './en/chat.json'
import enContact from './en/contact.json'
import enDesign from './en/design.json'
import enHelp from './en/help.json'
import enImages from './en/images.json'
import enLegal from './en/legal.json'
import enMarketing from './en/marketing.json'
import enMenuKeep from './en/menu-keep.json'
import enMenuUpload from './en/menu-upload.json'
import enProducts from './en/products.json'
import enSharing from './en/sharing.json'
import enSupport from './en/support.json'
import enBase from './en.json'
import esCatalogues from './es/catalogues.json'
import esCategories from './es/categories.json'
import esChat from './es/chat.json'
import esContact from './es/contact.json'
import esDesign from './es/design.json'
import esHelp from './es/help.json'
import esImages from './es/images.json'
import esLegal from './es/legal.json'
import esMarketing from './es/marketing.json'
import esMenuKeep from './es/menu-keep.json'
import esMenuUpload from './es/menu-upload.json'
import esProducts from './es/products.json'
import esSharing from './es/sharing.json'
import esSupport from './es/support.json'
import esBase from './es.json'

// One file per area of the app under es/ and en/, so screens built side by side do not edit the same file;
// each lands under its own top-level key (`products.dialog.title`).
export const es = {
  ...esBase,
  catalogues: esCatalogues,
  categories: esCategories,
  products: esProducts,
  design: esDesign,
  images: esImages,
  menuKeep: esMenuKeep,
  menuUpload: esMenuUpload,
  sharing: esSharing,
  marketing: esMarketing,
  legal: esLegal,
  help: esHelp,
  contact: esContact,
  chat: esChat,
  support: esSupport,
}

export const en = {
  ...enBase,
  catalogues: enCatalogues,
  categories: enCategories,
  products: enProducts,
  design: enDesign,
  images: enImages,
  menuKeep: enMenuKeep,
  menuUpload: enMenuUpload,
  sharing: enSharing,
  marketing: enMarketing,
  legal: enLegal,
  help: enHelp,
  contact: enContact,
  chat: enChat,
  support: enSupport,
}

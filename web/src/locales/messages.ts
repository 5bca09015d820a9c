import enAccounts from './en/accounts.json'
import enCatalogues from './en/catalogues.json'
import enCategories from './en/categories.json'
import enChat from './en/chat.json'
import enDesign from './en/design.json'
import enHelp from './en/help.json'
import enImages from './en/images.json'
import enLanding from './en/landing.json'
import enLeads from './en/leads.json'
import enLegal from './en/legal.json'
import enMenuAnalyses from './en/menu-analyses.json'
import enProducts from './en/products.json'
import enPromotions from './en/promotions.json'
import enSharing from './en/sharing.json'
import enSupport from './en/support.json'
import enBase from './en.json'
import esAccounts from './es/accounts.json'
import esCatalogues from './es/catalogues.json'
import esCategories from './es/categories.json'
import esChat from './es/chat.json'
import esDesign from './es/design.json'
import esHelp from './es/help.json'
import esImages from './es/images.json'
import esLanding from './es/landing.json'
import esLeads from './es/leads.json'
import esLegal from './es/legal.json'
import esMenuAnalyses from './es/menu-analyses.json'
import esProducts from './es/products.json'
import esPromotions from './es/promotions.json'
import esSharing from './es/sharing.json'
import esSupport from './es/support.json'
import esBase from './es.json'

// One file per area of the app under es/ and en/, so screens built side by side do not edit the same file;
// each lands under its own top-level key (`products.dialog.title`).
export const es = {
  ...esBase,
  accounts: esAccounts,
  catalogues: esCatalogues,
  categories: esCategories,
  products: esProducts,
  promotions: esPromotions,
  design: esDesign,
  images: esImages,
  menuAnalyses: esMenuAnalyses,
  sharing: esSharing,
  landing: esLanding,
  legal: esLegal,
  help: esHelp,
  leads: esLeads,
  chat: esChat,
  support: esSupport,
}

export const en = {
  ...enBase,
  accounts: enAccounts,
  catalogues: enCatalogues,
  categories: enCategories,
  products: enProducts,
  promotions: enPromotions,
  design: enDesign,
  images: enImages,
  menuAnalyses: enMenuAnalyses,
  sharing: enSharing,
  landing: enLanding,
  legal: enLegal,
  help: enHelp,
  leads: enLeads,
  chat: enChat,
  support: enSupport,
}

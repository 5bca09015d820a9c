// The Spanish messages, a chunk of their own: the app loads only the language it shows (lib/i18n.ts).
import esAccounts from './es/accounts.json'
import esAllergens from './es/allergens.json'
import esAudit from './es/audit.json'
import esAvailability from './es/availability.json'
import esBusinessSettings from './es/business-settings.json'
import esCatalogues from './es/catalogues.json'
import esCategories from './es/categories.json'
import esChat from './es/chat.json'
import esClients from './es/clients.json'
import esDesign from './es/design.json'
import esHelp from './es/help.json'
import esImages from './es/images.json'
import esLanding from './es/landing.json'
import esLeads from './es/leads.json'
import esLegal from './es/legal.json'
import esMenuAnalyses from './es/menu-analyses.json'
import esMenus from './es/menus.json'
import esNotifications from './es/notifications.json'
import esOrdering from './es/ordering.json'
import esPayments from './es/payments.json'
import esProducts from './es/products.json'
import esProfile from './es/profile.json'
import esPromotions from './es/promotions.json'
import esReservations from './es/reservations.json'
import esSecurity from './es/security.json'
import esSettings from './es/settings.json'
import esSharing from './es/sharing.json'
import esSupport from './es/support.json'
import esTeam from './es/team.json'
import esVisits from './es/visits.json'
import esBase from './es.json'

export const es = {
  ...esBase,
  accounts: esAccounts,
  catalogues: esCatalogues,
  categories: esCategories,
  products: esProducts,
  menus: esMenus,
  allergens: esAllergens,
  availability: esAvailability,
  promotions: esPromotions,
  reservations: esReservations,
  clients: esClients,
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
  profile: esProfile,
  settings: esSettings,
  businessSettings: esBusinessSettings,
  notifications: esNotifications,
  security: esSecurity,
  payments: esPayments,
  visits: esVisits,
  team: esTeam,
  audit: esAudit,
  ordering: esOrdering,
}

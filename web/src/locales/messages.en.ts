// The English messages, a chunk of their own: the app loads only the language it shows (lib/i18n.ts).
import enAccounts from './en/accounts.json'
import enAllergens from './en/allergens.json'
import enAudit from './en/audit.json'
import enAvailability from './en/availability.json'
import enBusinessSettings from './en/business-settings.json'
import enCatalogues from './en/catalogues.json'
import enCategories from './en/categories.json'
import enChat from './en/chat.json'
import enClients from './en/clients.json'
import enDesign from './en/design.json'
import enHelp from './en/help.json'
import enImages from './en/images.json'
import enLanding from './en/landing.json'
import enLeads from './en/leads.json'
import enLegal from './en/legal.json'
import enMenuAnalyses from './en/menu-analyses.json'
import enMenus from './en/menus.json'
import enNotifications from './en/notifications.json'
import enOrdering from './en/ordering.json'
import enPayments from './en/payments.json'
import enProducts from './en/products.json'
import enProfile from './en/profile.json'
import enPromotions from './en/promotions.json'
import enReservations from './en/reservations.json'
import enSecurity from './en/security.json'
import enSettings from './en/settings.json'
import enSharing from './en/sharing.json'
import enSupport from './en/support.json'
import enTeam from './en/team.json'
import enVisits from './en/visits.json'
import enBase from './en.json'

export const en = {
  ...enBase,
  accounts: enAccounts,
  catalogues: enCatalogues,
  categories: enCategories,
  products: enProducts,
  menus: enMenus,
  allergens: enAllergens,
  availability: enAvailability,
  promotions: enPromotions,
  reservations: enReservations,
  clients: enClients,
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
  profile: enProfile,
  settings: enSettings,
  businessSettings: enBusinessSettings,
  notifications: enNotifications,
  security: enSecurity,
  payments: enPayments,
  visits: enVisits,
  team: enTeam,
  audit: enAudit,
  ordering: enOrdering,
}

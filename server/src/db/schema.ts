import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Allergen } from '#domain/catalogues/allergens.ts'
import type { Availability } from '#domain/catalogues/availability.ts'
import type { Course, ProductKind } from '#domain/catalogues/set-menu.schema.ts'
import type { Translations } from '#domain/catalogues/translations.ts'
import type {
  OptionGroup,
  ProductVariant,
  SharedLabelTranslations,
} from '#domain/catalogues/variant.schema.ts'
import { ORDER_STATUSES } from '#domain/ordering/order-status.ts'
import type { OrderingSettings } from '#domain/ordering/ordering-settings.schema.ts'
import type { PricedOrderLine } from '#domain/ordering/price-order.ts'
import { ROLES } from '#domain/team/roles.ts'
import type { WhatsAppUses } from '#domain/whatsapp/whatsapp-settings.schema.ts'
import {
  WHATSAPP_STATUSES,
  WHATSAPP_TEMPLATE_NAMES,
  type WhatsAppTemplateName,
} from '#domain/whatsapp/whatsapp-templates.ts'

/** A variant as a product's row keeps it: the wire shape (exact decimal strings, label '' when single). */
export type StoredVariant = ProductVariant
/** An option group as a product's row keeps it: the wire shape. */
export type StoredOptionGroup = OptionGroup
/** A set menu's choice as its row keeps it: the wire shape, `soldOutUntil` as an ISO instant or null. */
export type StoredCourseChoice = Course['choices'][number]
/** A set menu's course as its row keeps it: the wire shape. */
export type StoredCourse = Course

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

// Accounts: the tables better-auth reads and writes (its model and field names, our column names), plus the
// profile fields of docs/product-spec.md §3 (phone as prefix and number, the country the account registered
// from).
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  phone: text('phone').notNull().default(''),
  countryCode: text('country_code').notNull().default('CO'),
  /**
   * The country of the phone's prefix and mask as the profile last chose it; null until then, when it is
   * `country_code`'s. Kept apart from `country_code`, the country the account registered from, which decides
   * how the business's prices are written: changing the phone's country must not re-format the menu.
   */
  phoneCountry: text('phone_country'),
  // Mi perfil's address (decision 041): where the owner lives.
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default('CO'),
  /** The address an e-mail change waits a code for (better-auth's email-OTP change-email), or null. */
  pendingEmail: text('pending_email'),
  /** better-auth's two-factor plugin: on once a first TOTP code confirmed the secret. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

// better-auth's two-factor plugin: the TOTP secret and the backup codes (both encrypted by better-auth).
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('two_factors_user_id_idx').on(table.userId),
    index('two_factors_secret_idx').on(table.secret),
  ],
)

// Per-user settings (Configuración: General, Notificaciones, privacy toggles), made with the defaults of
// domain/settings/user-settings.schema.ts on first read or write.
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme', { enum: ['light', 'dark', 'auto'] })
    .notNull()
    .default('light'),
  language: text('language', { enum: ['es', 'en'] })
    .notNull()
    .default('es'),
  timeZone: text('time_zone').notNull().default('America/Bogota'),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifyPush: boolean('notify_push').notNull().default(true),
  notifyMarketing: boolean('notify_marketing').notNull().default(false),
  notifyAppointmentReminders: boolean('notify_appointment_reminders').notNull().default(true),
  privacyAnalytics: boolean('privacy_analytics').notNull().default(true),
  privacyLocation: boolean('privacy_location').notNull().default(false),
  updatedAt: updatedAt(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The business this session works in, switched to from the profile menu among the user's memberships;
     * null: the user's own business. Only the server sets it, after checking the membership.
     */
    activeBusinessId: uuid('active_business_id').references(() => businesses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
)

// Rate-limit counters live in the database, so that several servers count together.
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

// The app's own hourly limits (uploads, contact messages, wrong code tries per address…): a fixed hour from
// the first counted request, kept apart from better-auth's `rate_limits`, whose rows it prunes after their
// one-minute window.
export const hourlyLimits = pgTable('hourly_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: bigint('window_started_at', { mode: 'number' }).notNull(),
})

// Menus read with the model service per business (or visitor's address) and day (UTC, 'YYYY-MM-DD'): counted
// in one statement that refuses past the daily limit, so several servers and simultaneous reads count together.
export const menuModelDays = pgTable(
  'menu_model_days',
  {
    subject: text('subject').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.day] })],
)

// Secrets the server makes for itself on first start (the session-signing key when AUTH_SECRET is not set):
// kept in the database so every server of one deployment signs alike.
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

// The tenancy root: every business-owned row of later modules carries `business_id` (DESIGN.md, "Tenancy").
// Each account owns one business, made when the account is.
export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: text('owner_user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  currency: text('currency').notNull().default('COP'),
  timeZone: text('time_zone').notNull().default('America/Bogota'),
  language: text('language', { enum: ['es', 'en'] })
    .notNull()
    .default('es'),
  /** Shown on the public menu (Configuración → Negocio); empty when not given. */
  contactPhone: text('contact_phone').notNull().default(''),
  contactAddress: text('contact_address').notNull().default(''),
  /**
   * Whether its menus may be read with the deployment's model service too, when one is set (Configuración →
   * Negocio): on unless the owner turns it off.
   */
  menuModelEnabled: boolean('menu_model_enabled').notNull().default(true),
  /** The business's WhatsApp number as wa.me takes it (country code and digits), '' when none. */
  whatsappNumber: text('whatsapp_number').notNull().default(''),
  /** What the number is used for (domain/whatsapp/whatsapp-settings.schema.ts), each switched in Negocio. */
  whatsappUses: jsonb('whatsapp_uses')
    .$type<WhatsAppUses>()
    .notNull()
    .default(sql`'{"menu":true,"dish":false,"booking":true,"bookingNotices":false}'::jsonb`),
  /** The channels it takes orders by (domain/ordering/ordering-settings.schema.ts), both off at first. */
  ordering: jsonb('ordering')
    .$type<OrderingSettings>()
    .notNull()
    .default(sql`'{"table":false,"pickup":false}'::jsonb`),
  createdAt: createdAt(),
})

// Every slug a business had before its current one: `/m/<old>` redirects to the current slug, and no other
// business may take it (the primary key, checked with `businesses.slug` when a slug is chosen).
export const businessSlugHistory = pgTable(
  'business_slug_history',
  {
    slug: text('slug').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('business_slug_history_business_idx').on(table.businessId)],
)

// Email that could not go out because no SMTP_URL is set: kept here (and logged) so that a fresh install
// still shows its operator a recovery code (DESIGN.md, "Email"). Mail written in another transaction (a
// booking's reminder, a WhatsApp message's fallback) waits here too until the mailer delivers it.
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** Extra headers of the message (a one-click unsubscribe's List-Unsubscribe pair), or null for none. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  /** Its files (a booking's calendar invitation), or null for none. */
  attachments: jsonb('attachments').$type<StoredMail['attachments']>(),
  createdAt: createdAt(),
})

// Catalogues (decision 011): every row carries its business, and every query is scoped by it.
/** A row's texts in other languages, field by field (domain/catalogues/translations.ts); {} when none. */
const translations = <Field extends string>() =>
  jsonb('translations').$type<Translations<Field>>().notNull().default(sql`'{}'::jsonb`)

const businessId = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' })

// The team (decision 073): who works in a business, with which role; the invitations sent to join it; and
// what they did, for the owners and managers to read.
export const businessMembers = pgTable(
  'business_members',
  {
    businessId: businessId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.userId] }),
    // A user's businesses (the profile menu's switcher).
    index('business_members_user_idx').on(table.userId),
  ],
)

export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    /** As typed, and lower-cased: only a session with this confirmed address may accept it. */
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** SHA-256 of the link's random token: the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: text('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('business_invitations_business_idx').on(table.businessId, table.createdAt)],
)

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened, kept when their account is gone. */
    actorName: text('actor_name').notNull(),
    /** What was done, e.g. `appointment.confirmed`, `member.removed`. */
    action: text('action').notNull(),
    /** What it was done to, in words the log shows (a client's name, a product's, a member's address). */
    subject: text('subject').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_business_idx').on(table.businessId, table.createdAt),
    // The yearly clean-up's walk.
    index('audit_events_created_idx').on(table.createdAt),
  ],
)

// The business's tables (decision 074): what a table's QR code names by its random key, for ordering.
export const diningTables = pgTable(
  'dining_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    name: text('name').notNull(),
    area: text('area').notNull().default(''),
    /** The random key the table's QR code carries (`?mesa=`): a new one voids the printed card. */
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('dining_tables_key_idx').on(table.businessId, table.key),
    // Two tables called "4" would be one card too many: names are unique in a business, case aside.
    uniqueIndex('dining_tables_name_idx').on(table.businessId, sql`lower(${table.name})`),
  ],
)

// The diners' orders (decision 074): priced on the server when placed, followed through their statuses by the
// business's staff and, on the order's own page, by the diner.
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    /** The business's running number of its orders, as the kitchen calls them ("#12"). */
    number: integer('number').notNull(),
    /** The diner's page's random id for this order: a repeat of it is the same order, never a second one. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The order's page's address (`/m/<slug>/pedido/<token>`): 128 random bits, the diner's only key. */
    token: text('token').notNull().unique(),
    channel: text('channel', { enum: ['table', 'pickup'] }).notNull(),
    tableId: uuid('table_id').references(() => diningTables.id, { onDelete: 'set null' }),
    /** The table's name when ordered, kept when the table is renamed or deleted. */
    tableName: text('table_name').notNull().default(''),
    pickupName: text('pickup_name').notNull().default(''),
    pickupPhone: text('pickup_phone').notNull().default(''),
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /** The client a pickup's contact matched or created, as a booking's does. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The pickup's diner ticked the box to be told on WhatsApp when it is ready (only where it is sent). */
    whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('received'),
    /** When the kitchen said it will be ready, on accepting it. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    language: text('language', { enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    currency: text('currency').notNull(),
    /** The priced lines (domain/ordering/price-order.ts), as they were when ordered. */
    lines: jsonb('lines').$type<PricedOrderLine[]>().notNull(),
    subtotal: text('subtotal').notNull(),
    discount: text('discount').notNull(),
    total: text('total').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_idempotency_idx').on(table.businessId, table.idempotencyKey),
    uniqueIndex('orders_number_idx').on(table.businessId, table.number),
    index('orders_business_idx').on(table.businessId, table.createdAt),
  ],
)

export const catalogues = pgTable(
  'catalogues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    nombre: text('nombre').notNull(),
    template: text('template').notNull(),
    activo: boolean('activo').notNull().default(false),
    imagen: text('imagen'),
    /**
     * The Idempotency-Key of the request that made it from a kept menu: the same request sent again (its
     * answer was lost) finds this catalogue instead of making a second one.
     */
    importKey: text('import_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('catalogues_business_id_idx').on(table.businessId),
    // Only one active catalogue per business, kept by the database itself (decision 011).
    uniqueIndex('catalogues_one_active_per_business').on(table.businessId).where(sql`${table.activo}`),
    uniqueIndex('catalogues_import_key_per_business')
      .on(table.businessId, table.importKey)
      .where(sql`${table.importKey} is not null`),
  ],
)

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    catalogueId: uuid('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isVisible: boolean('is_visible').notNull().default(true),
    image: text('image'),
    position: integer('position').notNull().default(0),
    /** Shared variant labels its products fill in ("Pequeña", "Mediana", "Familiar"), in order. */
    variantLabels: text('variant_labels').array().notNull().default(sql`'{}'::text[]`),
    /** Those labels in other languages, each list beside them ({ en: ['Small', '', 'Family'] }), {} when none. */
    variantLabelTranslations: jsonb('variant_label_translations')
      .$type<SharedLabelTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Its name and description in other languages ({ en: { name, description } }), checked by domain. */
    translations: translations<'name' | 'description'>(),
    /** When it is served (domain/catalogues/availability.ts): weekly windows and date ranges, {} parts empty = always. */
    availability: jsonb('availability')
      .$type<Availability>()
      .notNull()
      .default(sql`'{"windows":[],"dates":[],"hideWhenClosed":false}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('categories_catalogue_id_idx').on(table.catalogueId)],
)

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    catalogueId: uuid('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The product's prices (decision 044): one or more variants { id, label, price, specialPrice } in the
    // owner's order, read and written whole with the product. Prices are exact decimal strings (decision 011),
    // checked by domain/catalogues/variant.schema.ts on the way in; null when the dish has no price to show
    // (read from a menu without one, or left empty by the owner): never stored as an invented 0.
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    // Extras in the owner's order: [{ id, name, min, max, options: [{ id, label, priceDelta, translations }],
    // translations }]. Each size, group and extra carries its texts in other languages (decision 061).
    optionGroups: jsonb('option_groups').$type<StoredOptionGroup[]>().notNull().default(sql`'[]'::jsonb`),
    description: text('description').notNull().default(''),
    image: text('image'),
    available: boolean('available').notNull().default(true),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Which of the 14 allergens it contains, and which it may contain as traces (never both). */
    allergens: text('allergens').array().$type<Allergen[]>().notNull().default(sql`'{}'::text[]`),
    allergenTraces: text('allergen_traces').array().$type<Allergen[]>().notNull().default(sql`'{}'::text[]`),
    translations: translations<'name' | 'description'>(),
    availableDays: text('available_days').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** A dish, or a set menu (menú del día) whose price buys a choice per course. */
    kind: text('kind').$type<ProductKind>().notNull().default('dish'),
    /** A set menu's courses in order, each with its choices (domain/catalogues/set-menu.schema.ts); [] for a dish. */
    courses: jsonb('courses').$type<StoredCourse[]>().notNull().default(sql`'[]'::jsonb`),
    /** What a set menu's price includes ("Pan", "Bebida"). */
    includes: text('includes').array().notNull().default(sql`'{}'::text[]`),
    /** When it is served (domain/catalogues/availability.ts): weekly windows and date ranges, {} parts empty = always. */
    availability: jsonb('availability')
      .$type<Availability>()
      .notNull()
      .default(sql`'{"windows":[],"dates":[],"hideWhenClosed":false}'::jsonb`),
    /**
     * "Agotado hoy": sold out until this instant, the end of the business's day it was marked in. Nothing runs
     * at midnight; the product is sold out while the instant is ahead.
     */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('products_catalogue_id_idx').on(table.catalogueId)],
)

// A set menu's days (menú del día): each publish of the day's courses keeps them under the business's date,
// one row per day (a second publish the same day replaces it), the history the owner reuses dishes from.
export const menuDays = pgTable(
  'menu_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The business's calendar date the courses were served on. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    courses: jsonb('courses').$type<StoredCourse[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('menu_days_product_day_idx').on(table.productId, table.businessDay)],
)

export const designs = pgTable('designs', {
  catalogueId: uuid('catalogue_id')
    .primaryKey()
    .references(() => catalogues.id, { onDelete: 'cascade' }),
  businessId: businessId(),
  /** The design settings, checked by domain/catalogues/design.schema.ts on the way in and out. */
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
})

// Menu analyses (decision 014): a job per uploaded menu, kept in the database so that every server can answer
// for it and a restart fails the jobs it was running instead of leaving them "running" forever. A visitor's
// job has no business; an owner's is readable only by that business. Rows and their files go at `expires_at`.
export const menuAnalyses = pgTable(
  'menu_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    clientAddress: text('client_address').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    phase: text('phase', { enum: ['uploading', 'analyzing', 'sectioning', 'complete'] }).notNull(),
    progress: integer('progress').notNull(),
    /** The analysed menu (server/src/modules/menu-analyses/menu-analysis.schema.ts) once done. */
    result: jsonb('result'),
    /** Why it failed: a code of server/src/modules/menu-analyses/failure-codes.ts. */
    errorCode: text('error_code'),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    /** Bytes. */
    fileSize: integer('file_size').notNull(),
    /** SHA-256 of the upload (hex): the same caller's same file while it is read is the same analysis. */
    fileHash: text('file_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('menu_analyses_expires_at_idx').on(table.expiresAt),
    // A business's analyses of the last day (its caps) and its uploads under way (the same file again).
    index('menu_analyses_business_created_idx').on(table.businessId, table.createdAt),
    index('menu_analyses_unfinished_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
)

// Leads: what a prospect sent from the landing's contact form (domain/src/leads), with the
// address it came from (rate limit, abuse) and the language of the page, so support answers in it.
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phonePrefix: text('phone_prefix').notNull(),
    /** Digits only, or empty. */
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    industry: text('industry').notNull(),
    message: text('message').notNull(),
    clientAddress: text('client_address').notNull(),
    language: text('language', { enum: ['es', 'en'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('leads_created_at_idx').on(table.createdAt)],
)

// Chat (decision 019): the landing's chat bubble. A visitor's conversation is reached only with the secret
// its browser was given (stored as a SHA-256 hash); the email, when the visitor leaves one, is where support
// answers, and `forwardedAt` says when the conversation was mailed to the support address.
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: text('secret_hash').notNull(),
    email: text('email'),
    language: text('language', { enum: ['es', 'en'] }).notNull(),
    clientAddress: text('client_address').notNull(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('chat_conversations_updated_at_idx').on(table.updatedAt)],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['visitor', 'bot'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_conversation_id_idx').on(table.conversationId, table.createdAt)],
)

// Support (decision 019): what a signed-in owner sent from /dashboard/soporte (docs/product-spec.md §3
// "Support message"), kept with the business and account it came from, and mailed to the support address.
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Digits only, or empty. */
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    language: text('language', { enum: ['es', 'en'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_business_id_idx').on(table.businessId, table.createdAt)],
)

// Promotions (docs/product-spec.md §3 "Promotion"; the wire shape is domain/src/promotions/promotion.schema.ts):
// each belongs to one catalogue of its business. Their status is derived when read, never stored. What a
// promotion affects lives in join tables whose rows go with their product or category, so a deleted product
// simply drops out of the promotion.
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    catalogueId: uuid('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull().default(''),
    descripcion: text('descripcion').notNull().default(''),
    imagen: text('imagen'),
    activo: boolean('activo').notNull().default(true),
    tipo: text('tipo', { enum: ['descuento', '2x1', 'normal'] }).notNull(),
    /** Whole percent, 1–99, for `descuento` only. */
    porcentaje: integer('porcentaje'),
    /** The second product of a `2x1`; null is "two of the same", which a deleted second product becomes. */
    producto2x1Id: uuid('producto_2x1_id').references(() => products.id, { onDelete: 'set null' }),
    /** A fixed "now only" price for `normal`, exact like every price (decision 011). */
    precioNormal: numeric('precio_normal', { precision: 12, scale: 2 }),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }),
    fechaFin: timestamp('fecha_fin', { withTimezone: true }),
    /** The optional weekly window ({ dias, desde, hasta }, in the business's time zone), or null. */
    franjaSemanal: jsonb('franja_semanal'),
    etiquetas: text('etiquetas').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Ids of single variants it reaches, in the owner's order. Variants live inside their product's row, so a
     * deleted one cannot cascade here: readers keep only the ids that still exist (decision 044).
     */
    variantes: text('variantes').array().notNull().default(sql`'{}'::text[]`),
    translations: translations<'nombre' | 'descripcion'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('promotions_catalogue_id_idx').on(table.catalogueId, table.createdAt)],
)

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The order the owner chose them in. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.productId] }),
    index('promotion_products_product_id_idx').on(table.productId),
  ],
)

export const promotionCategories = pgTable(
  'promotion_categories',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.categoryId] }),
    index('promotion_categories_category_id_idx').on(table.categoryId),
  ],
)

// Reservations (docs/decisions/036-reservations-capacity.md; the wire shape is domain/src/reservations/).
// A business's booking rules, checked by BookingRulesSchema on the way in and out; DEFAULT_BOOKING_RULES
// until the owner saves them.
export const bookingRules = pgTable('booking_rules', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').notNull(),
  updatedAt: updatedAt(),
})

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    /** [start_at, end_at): the room it takes while pending or confirmed. */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    client: text('client').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled', 'completed', 'no_show'] }).notNull(),
    color: text('color', { enum: ['orange', 'blue', 'green', 'purple', 'pink', 'stone'] })
      .notNull()
      .default('orange'),
    /** A service of the rules' `servicios` (kept in JSON, so no foreign key), and its name when booked. */
    serviceId: uuid('service_id'),
    serviceName: text('service_name'),
    /** Minutes. */
    duration: integer('duration').notNull(),
    partySize: integer('party_size').notNull(),
    notes: text('notes').notNull().default(''),
    source: text('source', { enum: ['owner', 'public'] }).notNull(),
    /** The client the booking's contact matched or created (docs/decisions/038-clients-model-and-search.md). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** Booked outside the opening hours on purpose by the owner. */
    isOutsideHours: boolean('is_outside_hours').notNull().default(false),
    /** The language the client's e-mails are written in. */
    language: text('language', { enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    /**
     * Random, part of the signed cancel link: a new one makes every link sent before useless (a client's
     * link after the owner moved the booking, say).
     */
    cancelNonce: text('cancel_nonce').notNull(),
    /** When the reminder is due (start − `recordatorioHoras`), null for none; and when it was written out. */
    reminderAt: timestamp('reminder_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * Whether its client's visits were recounted since its start passed: the visits sweep claims the
     * confirmed or completed ones still false once they start, on any number of servers and after downtime.
     */
    visitCounted: boolean('visit_counted').notNull().default(false),
    /**
     * Whether the diner ticked the booking form's WhatsApp box: its confirmation and reminder then go by
     * WhatsApp (when the deployment has the Cloud API), e-mail staying the fallback.
     */
    whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('appointments_business_start_idx').on(table.businessId, table.startAt),
    // The reminder sweep's claim: due, not yet sent, still holding its room.
    index('appointments_reminder_due_idx')
      .on(table.reminderAt)
      .where(sql`${table.remindedAt} is null and ${table.status} in ('pending', 'confirmed')`),
    // A client's reservations (their detail, their visits' recount, and the foreign key's set null).
    index('appointments_client_start_idx').on(table.clientId, table.startAt),
    // The visits sweep's claim: a visit whose start has not yet been counted.
    index('appointments_visit_due_idx')
      .on(table.startAt)
      .where(
        sql`${table.visitCounted} = false and ${table.clientId} is not null and ${table.status} in ('confirmed', 'completed')`,
      ),
  ],
)

// One lock row per business and business-local date: every booking that could take room on a date locks its
// row (`INSERT … ON CONFLICT DO NOTHING`, then `SELECT … FOR UPDATE`) before counting, so the count and the
// insert of two racing bookings take turns on any number of servers.
export const bookingDays = pgTable(
  'booking_days',
  {
    businessId: businessId(),
    /** "YYYY-MM-DD" on the business's clock. */
    date: text('date').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.date] })],
)

// Clients (docs/product-spec.md §3 "Client"; docs/decisions/038-clients-model-and-search.md). The derived
// columns (keys, search text) are computed in one place, the clients module's client-row.ts.
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    nombreCompleto: text('nombre_completo').notNull(),
    /** As typed; '' when none. */
    telefono: text('telefono').notNull().default(''),
    /** As typed; '' when none. */
    email: text('email').notNull().default(''),
    /** The e-mail lower-cased: unique per business when not ''. */
    emailKey: text('email_key').notNull().default(''),
    /** The phone's digits with its country prefix (phoneKey); '' when none. Not unique: a family shares one. */
    phoneKey: text('phone_key').notNull().default(''),
    pais: text('pais', { enum: ['CO', 'US', 'MX', 'ES', 'AR', 'BR', 'CL', 'PE', 'IL', 'CW'] })
      .notNull()
      .default('CO'),
    estado: text('estado', { enum: ['Activo', 'Inactivo', 'VIP'] })
      .notNull()
      .default('Activo'),
    notas: text('notas').notNull().default(''),
    /** The folded name (foldText), collated "C" in the migration: the sort and its ties, the same everywhere. */
    nameKey: text('name_key').notNull(),
    /** Folded name and e-mail and the phone's digits (clientSearchText), searched through a trigram index. */
    searchText: text('search_text').notNull(),
    /** The start of the latest confirmed or completed reservation that has passed; null: never came. */
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    visitCount: integer('visit_count').notNull().default(0),
    /** When the client last agreed on a booking form to be written to on WhatsApp; null: never. */
    whatsappConsentAt: timestamp('whatsapp_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('clients_business_email_key_idx')
      .on(table.businessId, table.emailKey)
      .where(sql`${table.emailKey} <> ''`),
    index('clients_business_phone_key_idx').on(table.businessId, table.phoneKey),
    // One per sort key, each ending in the ties (name, then id): a page is a walk along one of them.
    index('clients_business_name_idx').on(table.businessId, table.nameKey, table.id),
    index('clients_business_pais_idx').on(table.businessId, table.pais, table.nameKey, table.id),
    index('clients_business_estado_idx').on(table.businessId, table.estado, table.nameKey, table.id),
    // Never-visited clients last in both directions, so one index for each.
    index('clients_business_visit_asc_idx').on(
      table.businessId,
      table.lastVisitAt.asc().nullsLast(),
      table.nameKey,
      table.id,
    ),
    index('clients_business_visit_desc_idx').on(
      table.businessId,
      table.lastVisitAt.desc().nullsLast(),
      table.nameKey.desc(),
      table.id.desc(),
    ),
    // The search (LIKE '%…%'): trigrams of the business's rows only (btree_gin puts the uuid in a GIN index).
    index('clients_business_search_idx').using(
      'gin',
      table.businessId,
      sql`${table.searchText} gin_trgm_ops`,
    ),
  ],
)

// WhatsApp messages sent through the Cloud API (decision 072): every one, from queued to its last status,
// shown on the client's page in Clientes. The e-mail it stands in for is kept with it, to be sent instead
// when WhatsApp fails.
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    // A client the owner deletes takes their messages (their number and name) with them.
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The recipient as the Cloud API takes it: country code and digits. */
    recipient: text('recipient').notNull(),
    template: text('template', { enum: WHATSAPP_TEMPLATE_NAMES as [WhatsAppTemplateName] }).notNull(),
    language: text('language', { enum: ['es', 'en'] }).notNull(),
    /** The template's variables, in order. */
    variables: jsonb('variables').$type<string[]>().notNull(),
    status: text('status', { enum: WHATSAPP_STATUSES }).notNull().default('queued'),
    /** The Cloud API's id of the message (`wamid.…`), which its webhook's statuses name. */
    providerMessageId: text('provider_message_id').unique(),
    /** Why it failed or fell back (the API's error code and title, or "timeout"); null otherwise. */
    error: text('error'),
    /** The e-mail sent instead when WhatsApp fails; null when there is none to send. */
    fallbackMail: jsonb('fallback_mail').$type<StoredMail>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('whatsapp_messages_client_idx').on(table.businessId, table.clientId, table.createdAt),
    // The sweep that queues again what a server died before handing to the job queue.
    index('whatsapp_messages_queued_idx').on(table.createdAt).where(sql`${table.status} = 'queued'`),
  ],
)

// The numbers that answered "BAJA"/"STOP" to the deployment's WhatsApp sender: nothing is sent to them there
// again, for any business (they all write from the one sender). A client's record shows it by its phone.
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  /** Country code and digits, as the webhook names the sender and as clients' phone keys are written. */
  recipient: text('recipient').primaryKey(),
  createdAt: createdAt(),
})

/** An e-mail kept to be sent later (a WhatsApp message's fallback): the mailer's Mail, files included. */
export type StoredMail = {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  attachments?: { filename: string; content: string; contentType: string }[]
}

/**
 * How many clients each business has: the unsearched list's total, read instead of counted (100,000 rows take
 * a walk of tens of milliseconds). Kept by statement triggers on clients in migration 0011, so every write,
 * whatever its path (the owner's, a booking's, an import's, a cascade), keeps it right in its own transaction.
 */
export const clientCounts = pgTable('client_counts', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
})

// Configuración → Pagos (decision 042): no payment provider is connected, so no payment method is stored
// (never a card number or CVC). The billing address is the owner's; the history is what was charged, empty
// until a provider is.
export const billingAddresses = pgTable('billing_addresses', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  postalCode: text('postal_code').notNull(),
  updatedAt: updatedAt(),
})

export const billingRecords = pgTable(
  'billing_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessId(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    invoiceUrl: text('invoice_url'),
    createdAt: createdAt(),
  },
  (table) => [index('billing_records_business_charged_idx').on(table.businessId, table.chargedAt)],
)

// Visits to the public menu (decision 052): counts per business, per day of the business's clock, and per
// thing counted — no cookie, no address, nothing that names a diner. `kind` says what `key` is: 'source' (qr,
// direct, other: how the page was reached), 'category' (a category id opened) or 'promotion' (a promotion id
// seen). One row per business, day, kind and key, incremented in place.
export const menuViewCounts = pgTable(
  'menu_view_counts',
  {
    businessId: businessId(),
    day: date('day').notNull(),
    kind: text('kind', { enum: ['source', 'category', 'promotion'] }).notNull(),
    key: text('key').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.day, table.kind, table.key] })],
)

// Different visitors per business and day as a HyperLogLog sketch (modules/visits/visitor-sketch.ts, decision
// 052): 4,096 registers of 0 to 53, each the largest rank of the salted hashes that fell in it. No hash is
// kept, so nothing here can be matched to a diner; servers merge theirs in with the larger of each pair.
export const menuVisitorSketches = pgTable(
  'menu_visitor_sketches',
  {
    businessId: businessId(),
    day: date('day').notNull(),
    registers: smallint('registers').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.day] })],
)

// The day's salt for visitor hashes, shared by every server of a deployment; yesterday's and older are deleted.
export const visitSalts = pgTable('visit_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
})

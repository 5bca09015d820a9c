/** The cache entries of Seguridad y privacidad: the overview (password, two-factor) and the sessions. */
export const securityKeys = {
  all: ['security'] as const,
  overview: ['security', 'overview'] as const,
  sessions: ['security', 'sessions'] as const,
}

/**
 * The owner's settings (`GET /api/settings`), the same entry the General and Notificaciones tabs read: the
 * privacy switches live in the same document, so a save anywhere refreshes them all.
 */
export const settingsKey = ['settings'] as const

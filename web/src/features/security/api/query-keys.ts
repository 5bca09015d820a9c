/** The cache entries of Seguridad y privacidad: the overview (password, two-factor) and the sessions. */
export const securityKeys = {
  all: ['security'] as const,
  overview: ['security', 'overview'] as const,
  sessions: ['security', 'sessions'] as const,
}

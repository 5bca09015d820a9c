/** Where /login sends a user who arrived with no destination (docs/product-spec.md §2 "Login page"). */
export const defaultRedirect = '/dashboard'

/** The router state /login accepts (docs/product-spec.md §2 "Login page"). */
export type LoginState = {
  /** An in-app path to go to after signing in. */
  redirectAfterAuth: string
  /** Whether a menu uploaded before signing in was processed: the dashboard then says so. */
  menuProcessed: boolean
  /** Set by /recover after a new password: the page says so. */
  passwordUpdated: boolean
  /** An email to start the form with (the one whose password was just reset), or empty. */
  email: string
}

/** The router state the dashboard receives after signing in (docs/product-spec.md §4 "Authentication"). */
export type SignedInState = { fromLogin: true; menuProcessed?: boolean }

// Only a path inside the app: "//host" and full URLs would leave it.
function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
}

/** Reads /login's router state, whatever another page (or an old history entry) left there. */
export function readLoginState(state: unknown): LoginState {
  const { redirectAfterAuth, menuProcessed, passwordUpdated, email } =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
  return {
    redirectAfterAuth: isAppPath(redirectAfterAuth) ? redirectAfterAuth : defaultRedirect,
    menuProcessed: menuProcessed === true,
    passwordUpdated: passwordUpdated === true,
    email: typeof email === 'string' ? email.slice(0, 254) : '',
  }
}

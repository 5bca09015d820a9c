/** Sends the browser to another site (a sign-in provider); its own module so that tests can stand in for it. */
export function leaveApp(url: string): void {
  window.location.assign(url)
}

import type { ComponentProps } from 'react'
import { Link } from 'react-router'

/** The look of a link within text, shared by router links, mail links and buttons that read as links. */
export const linkClasses = 'rounded font-medium text-brand-700 hover:text-brand-800 hover:underline'

/** A router link within text ("¿Olvidaste tu contraseña?"). */
export function TextLink(props: ComponentProps<typeof Link>) {
  return <Link className={linkClasses} {...props} />
}

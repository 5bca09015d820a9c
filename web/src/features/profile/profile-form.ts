import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form'
import type { z } from 'zod'
import { type CountryCode, maskPhone } from '#domain/accounts/countries.ts'
import {
  EmailChangeRequestSchema,
  type Profile,
  type ProfileChanges,
  ProfileChangesSchema,
} from '#domain/profile/profile.schema.ts'

/** What Mi perfil's form holds: the profile's fields, the phone as shown through its country's mask. */
export type ProfileFormValues = {
  name: string
  email: string
  phone: string
  phoneCountry: CountryCode
  address: string
  city: string
  country: CountryCode
}

/** The form's fields, in the order focus goes to the first one at fault. */
export const PROFILE_FORM_FIELDS = [
  'name',
  'email',
  'phoneCountry',
  'phone',
  'address',
  'city',
  'country',
] as const

/** What the form shows for a saved profile. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: maskPhone(profile.phoneCountry, profile.phone),
    phoneCountry: profile.phoneCountry,
    address: profile.address,
    city: profile.city,
    country: profile.country,
  }
}

/** What the form saves: the profile's changes (`PUT /api/profile`) and the e-mail, which goes through a code. */
export type ProfileSubmission = { changes: ProfileChanges; email: string }

/** Whether the typed e-mail is another address than the saved one (case and spaces aside, as the server reads). */
export function isEmailChanged(typed: string, saved: string): boolean {
  return typed.trim().toLowerCase() !== saved.trim().toLowerCase()
}

function addIssues(errors: FieldErrors<ProfileFormValues>, issues: z.core.$ZodIssue[]) {
  for (const issue of issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !(PROFILE_FORM_FIELDS as readonly string[]).includes(field)) continue
    const name = field as keyof ProfileFormValues
    errors[name] ??= { type: issue.code, message: issue.message }
  }
}

/**
 * Checks the form as the server will (ProfileChangesSchema for the profile, EmailChangeRequestSchema for the
 * address): name, email and phone required (docs/product-spec.md §5), each message at its field.
 */
export const profileFormResolver: Resolver<ProfileFormValues, unknown, ProfileSubmission> = async (
  values,
): Promise<ResolverResult<ProfileFormValues, ProfileSubmission>> => {
  const { email, ...changes } = values
  const profile = ProfileChangesSchema.safeParse(changes)
  const address = EmailChangeRequestSchema.safeParse({ email })
  if (profile.success && address.success) {
    // The phone goes as typed: the schema keeps its digits only, on the server as here.
    return { values: { changes, email: address.data.email }, errors: {} }
  }
  const errors: FieldErrors<ProfileFormValues> = {}
  addIssues(errors, address.error?.issues ?? [])
  addIssues(errors, profile.error?.issues ?? [])
  return { values: {}, errors }
}

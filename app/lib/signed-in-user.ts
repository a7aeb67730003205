import { useRouteLoaderData } from 'react-router'
import type { CountryCode } from '~/content/schema'

/**
 * The signed-in user as every page sees them. Not to be confused with the family role 'Viewer' (read-only
 * member), which is in the permission module.
 */
export interface SignedInUser {
  id: string
  /** The full name they gave; null for an account made before sign-up asked for it (decision 061). */
  fullName: string | null
  hasPurchasedPremium: boolean
  /** The family they are working in has Premium (bought by anyone, once): nothing more to buy for it. */
  familyHasPremium: boolean
  /** The country chosen at onboarding, which sets how dates are written; null before onboarding. */
  country: CountryCode | null
  /** Large print and high contrast, as chosen in Settings (decision 073); applied to <html> before first paint. */
  display: DisplayPreferences
}

export interface DisplayPreferences {
  largePrint: boolean
  highContrast: boolean
}

/** The attributes on <html> that a person's display settings set (app/app.css); `lang` is always there. */
export const DISPLAY_ATTRIBUTE_NAMES = ['data-text-size', 'data-contrast'] as const

/**
 * The attributes on <html> that turn on large print and high contrast: rendered on the server, so the first paint
 * is already right. None for a visitor, so signed-out pages are unchanged.
 */
export function displayAttributes(
  display: DisplayPreferences | undefined,
): Partial<Record<(typeof DISPLAY_ATTRIBUTE_NAMES)[number], string>> {
  return {
    ...(display?.largePrint ? { 'data-text-size': 'large' } : {}),
    ...(display?.highContrast ? { 'data-contrast': 'high' } : {}),
  }
}

/** The signed-in user from the root loader, or null for a visitor (and on prerendered pages). */
export function useSignedInUser(): SignedInUser | null {
  const data = useRouteLoaderData<{ user?: SignedInUser | null }>('root')
  return data?.user ?? null
}

/** A family the signed-in person belongs to, for the header's switcher. */
export interface FamilyChoice {
  id: string
  /** 'For Edith Smith', or 'Plan in England' when no name was given. */
  label: string
  role: string
  active: boolean
}

/** The signed-in person's families from the root loader; empty for a visitor and before onboarding. */
export function useFamilyChoices(): FamilyChoice[] {
  const data = useRouteLoaderData<{ families?: FamilyChoice[] }>('root')
  return data?.families ?? []
}

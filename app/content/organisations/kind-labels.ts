import type { OrganisationKind } from '../../../db/schema/vocabulary'

/** The kinds of organisation in words, apart from the catalogue's zod schema: pages show them (decision 066). */
export const ORGANISATION_KIND_LABELS: Record<OrganisationKind, string> = {
  bank: 'Bank or building society',
  pension: 'Pension or superannuation',
  insurer: 'Insurer',
  utility: 'Gas, electricity or water',
  telecoms: 'Phone or broadband',
  employer: 'Employer',
  council: 'Council or local government',
  tax: 'Tax office',
  'social-security': 'Benefits and social security',
  vehicle: 'Vehicle and driving licence',
  passport: 'Passport office',
  subscription: 'Subscriptions',
  'social-media': 'Social media',
  other: 'Other',
}

/**
 * The values the database, the server and the forms agree on. The tables enforce them with check constraints
 * built from these same lists (the other modules of db/schema), so a new value is added in one place. These
 * modules import nothing outside themselves: the browser, the server and the schema all stand on them
 * (docs/architecture.md, 'Layers'). Import from here; the lists are kept in a module per subject
 * (`vocabulary-*.ts`) so that a page's script carries only the subjects it uses, not all of them (issue 32: the
 * one file of every list was 0.9 KB of gzip on most pages).
 */

/** The countries Afterword covers, in the product's codes (UK, not GB). */
export const COUNTRY_CODES = ['AU', 'CA', 'IE', 'NZ', 'UK', 'US'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

export * from './vocabulary-people'
export * from './vocabulary-tasks'
export * from './vocabulary-documents'
export * from './vocabulary-organisations'
export * from './vocabulary-estate'

/**
 * The URL segment of a region's own page: 'New South Wales' → 'new-south-wales', 'Hawke’s Bay' → 'hawkes-bay',
 * 'Manawatū-Whanganui' → 'manawatu-whanganui'. Letters lose their accents so the address can be typed.
 */
export function pageSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (falsy ones left out). It does not merge conflicting Tailwind classes (tailwind-merge cost
 * every page 8 KB, decision 066): a component offers a prop for what a caller may change (a button's `variant`,
 * `size` and `wrap`, a container's `width`, a title's `size`, a flag's `size`), and a caller adds classes the
 * component does not set.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}

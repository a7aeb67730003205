/** Where an error keeps the kinds of every class it was made from; registered, so both bundles share it. */
const KINDS = Symbol.for('afterword.error-kinds')

/**
 * An error class whose `instanceof` holds across the server's two bundles. The Node entry (build/node) and
 * React Router's build (build/server) each carry their own copy of every module both use, so an error thrown by
 * a service the entry made (the payment provider, the file store) failed `instanceof` in a route, and a Stripe
 * failure answered 500 instead of its planned page (docs/security.md, 'Third round', item 10). These classes compare a
 * registered symbol and a name (`kind`) instead of the class object. Each subclass declares its own `static override
 * readonly kind`.
 */
export class SharedError extends Error {
  static readonly kind: string = 'SharedError'

  constructor(message?: string, options?: ErrorOptions) {
    super(message, options)
    const kinds: string[] = []
    for (let type: unknown = new.target; typeof type === 'function' && type !== Error;) {
      if (Object.hasOwn(type, 'kind')) kinds.push((type as typeof SharedError).kind)
      type = Object.getPrototypeOf(type)
    }
    Object.defineProperty(this, KINDS, { value: kinds })
    this.name = new.target.kind
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    if (typeof value !== 'object' || value === null) return false
    const kinds = (value as { [KINDS]?: unknown })[KINDS]
    return Array.isArray(kinds) && kinds.includes(this.kind)
  }
}

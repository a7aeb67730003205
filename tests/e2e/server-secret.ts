/** The browser tests' server's auth secret (playwright.config.ts), so a test can sign a link as the server does. */
export const E2E_AUTH_SECRET = 'e2e-auth-secret-e2e-auth-secret-e2e-auth'

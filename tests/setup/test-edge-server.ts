import type { AddressInfo } from 'node:net'
import http from 'node:http'
import type { Logger } from 'pino'
import type { DatabaseHandle } from '~/lib/db.server'
import type { AppServices } from '~/load-context'
import { paymentsFrom } from '~/features/payments/index.server'
import { createApp, type AppOptions } from '../../server/app'
import { testDocumentVault } from './test-documents'
import { createTestAuth, TEST_AUTH_SECRET, TEST_VAPID_KEYS, testSettings } from './test-auth'

export interface EdgeServer {
  /** http://127.0.0.1:<port> */
  base: string
  close: () => Promise<void>
}

/**
 * The server app (server/app.ts) on a free loopback port, in production mode, with no route build and no
 * client files unless `options` give them: for the HTTP plumbing (health, metrics, guards, static files).
 */
export async function startTestApp(
  options: Partial<AppOptions> & Pick<AppOptions, 'database' | 'logger'>,
): Promise<EdgeServer> {
  const app = createApp({
    mode: 'production',
    clientDir: '/nonexistent',
    build: () => Promise.reject(new Error('the route build is not used by these tests')),
    ...options,
  })
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * The app's HTTP edge (Express, its guards and Better Auth's endpoints) on loopback over real HTTP, with every
 * service on `handle` and no route build: for requests that never reach a page or an action.
 */
export async function startEdgeServer(handle: DatabaseHandle, logger: Logger): Promise<EdgeServer> {
  const { auth, mailer } = createTestAuth(handle.db)
  const services: AppServices = {
    db: handle.db,
    auth,
    mailer,
    settings: testSettings({ outboxPageEnabled: false }),
    linkSecret: TEST_AUTH_SECRET,
    payments: paymentsFrom({}, handle.db),
    documents: testDocumentVault(),
    vapid: TEST_VAPID_KEYS,
  }
  return startTestApp({ logger, database: handle, services })
}

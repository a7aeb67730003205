import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Logger } from 'pino'
import type { ServerBuild } from 'react-router'
import { PRERENDERED_PATHS } from '~/prerendered-paths.server'
import { DataDirError, ensureWritableDirectory, openDatabase, type DatabaseHandle } from '~/lib/db.server'
import { EnvError, parseEnv, type Env } from '~/lib/env.server'
import { createAuth, SESSION_COOKIE_MARKER } from '~/lib/auth.server'
import { authSettingsFrom, loadAuthSecret, localInstall } from '~/lib/auth-settings.server'
import { createQueuedMailer } from '~/lib/mail.server'
import type { AppServices } from '~/load-context'
import { paymentsFrom, testCheckoutAllowed } from '~/features/payments/index.server'
import { DocumentKeyMismatchError, documentVaultFrom } from '~/features/documents/index.server'
import { loadVapidKeys, PushKeyError } from '~/features/reminders/index.server'
import { startBackgroundWork } from './background-work'
import { createApp, trustProxySetting } from './app'
import { registerServerGauges } from './metrics-gauges'
import type { Lifecycle } from './operations-endpoints'
import { createLogger } from './logger'
import { logUnhandledRejections } from './process-guards'
import { allowedHosts, refuseForeignHost } from './host-check'
import { loadStaticPages, type StaticPages } from './static-pages'
import { listenFailure, releaseDataDir, runStartChecksOrExit } from './start-checks'
import { GracefulShutdown } from './shutdown'

declare const __AFTERWORD_BUILT_SERVER__: boolean | undefined
const builtServer = typeof __AFTERWORD_BUILT_SERVER__ !== 'undefined'

/** How long a background job in hand may take to finish at shutdown before it is handed back to the queue. */
const JOB_GRACE_MS = 5_000

/** The project root: main.ts runs from server/ in development and from build/node/ once built. */
function projectRoot(production: boolean): string {
  return fileURLToPath(new URL(production ? '../../' : '../', import.meta.url))
}

async function main() {
  const env = loadEnvOrExit()
  const logger = createLogger(env)
  logUnhandledRejections(logger)
  const production = env.NODE_ENV === 'production'
  const root = projectRoot(production)

  await runStartChecksOrExit(env)
  const database = await openDatabaseOrExit(env, root, logger)
  // First, so that a key that cannot read the stored documents stops the start before anything else is said.
  const documents = await documentVaultOrExit(env, logger, database)
  logger.info({ driver: database.driver }, 'database ready')

  const { services, mailer } = await createServices(env, database, documents, logger)
  const { settings } = services
  const background = startBackgroundWork({ ...services, mailer }, logger)
  registerServerGauges(database)
  warnAboutSetup(env, settings, mailer.mode, production, logger)

  const lifecycle: Lifecycle = { stopping: false }
  const { app, staticPages, closeVite } = await createRequestApp(env, root, { logger, database, services, lifecycle })

  const hosts = allowedHosts(env.PUBLIC_URL, env.PORT)
  // The settings already hold the address people use: PUBLIC_URL, or this machine's localhost.
  const openInstead = settings.publicUrl
  const server = http.createServer((req, res) => {
    if (refuseForeignHost(req, res, hosts, openInstead)) return
    if (!staticPages?.tryServe(req, res)) app(req, res)
  })
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`Afterword could not start: ${listenFailure(error, env.HOST, env.PORT)}`)
    void database.close().finally(() => process.exit(1))
  })
  server.listen(env.PORT, env.HOST, () => {
    logger.info(
      // `url` is the address to open: the server answers only to it (server/host-check.ts). nodeEnv is what
      // React read when it loaded: 'production' selects its fast production build.
      { url: openInstead, listening: `${env.HOST}:${env.PORT}`, mode: env.NODE_ENV, nodeEnv: process.env.NODE_ENV },
      `Afterword is listening: open ${openInstead}`,
    )
  })

  const shutdown = new GracefulShutdown(
    server,
    lifecycle,
    { drainMs: env.SHUTDOWN_DRAIN_MS, graceMs: env.SHUTDOWN_GRACE_MS },
    logger,
  )
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now')
      process.exit(1)
    }
    stopping = true
    logger.info({ signal }, 'shutting down: draining, then finishing the requests and jobs in flight')
    // Jobs in hand get a few seconds to finish, or go back to the queue for another instance, while the
    // requests finish; the database closes after both.
    const jobsStopped = background.stop(JOB_GRACE_MS)
    void shutdown
      .stop()
      .then(() => shutdownResources(database, closeVite, jobsStopped))
      .then(() => {
        logger.info('shut down cleanly')
        process.exit(0)
      })
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

/** A test checkout anyone else can reach, or no way to pay at all, is worth an operator's attention. */
function logPaymentsSetup(logger: Logger, provider: 'stripe' | 'test' | 'none', local: boolean) {
  if (provider === 'stripe') logger.info({ payments: provider }, 'payments: Stripe')
  else if (provider === 'test' && local) {
    logger.info({ payments: provider }, 'payments: built-in test-mode checkout, no money moves')
  } else if (provider === 'test') {
    logger.warn(
      { payments: provider },
      'PAYMENTS_MODE=test: the built-in test checkout is on where others can reach it, so anyone can get Premium without paying',
    )
  } else {
    logger.warn(
      { payments: provider },
      'payments are not set up (no Stripe keys): the purchase buttons say so. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_MODE=test for a trial (docs/operations.md)',
    )
  }
}

/** The services the routes use: settings, mail, sign-in, payments and the documents. */
async function createServices(env: Env, database: DatabaseHandle, documents: AppServices['documents'], logger: Logger) {
  const settings = authSettingsFrom(env)
  const mailer = createQueuedMailer({
    db: database.db,
    logger,
    from: settings.mailFrom,
    smtpUrl: settings.smtpUrl,
    publicUrl: settings.publicUrl,
  })
  const authSecret = await loadAuthSecret(env)
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    secret: authSecret,
    publicUrl: settings.publicUrl,
    trustedOrigins: settings.trustedOrigins,
    requireEmailVerification: settings.requireEmailVerification,
  })
  const vapid = await vapidKeysOrExit(env, logger)
  const local = localInstall(env)
  const payments = paymentsFrom(env, database.db, {}, testCheckoutAllowed(env, local))
  logPaymentsSetup(logger, payments.provider?.name ?? 'none', local)
  const services: AppServices = {
    db: database.db,
    auth,
    mailer,
    settings,
    linkSecret: authSecret,
    payments,
    documents,
    vapid,
  }
  return { services, mailer }
}

/** What an operator should know about this set-up, said once at the start. */
function warnAboutSetup(
  env: Env,
  settings: AppServices['settings'],
  mailMode: ReturnType<typeof createQueuedMailer>['mode'],
  production: boolean,
  logger: Logger,
) {
  if (env.DATABASE_URL && !env.S3_BUCKET) {
    logger.warn(
      { filesIn: path.resolve(env.DATA_DIR, 'files') },
      'DATABASE_URL is set but S3_BUCKET is not: documents are kept on this machine, so run only one instance (docs/operations.md)',
    )
  }
  if (mailMode === 'outbox') {
    logger.warn(
      { outboxPage: settings.outboxPageEnabled ? `${settings.publicUrl}/dev/outbox` : 'off' },
      settings.outboxPageEnabled
        ? 'SMTP_URL is not set: e-mails are kept in the outbox and shown at the outbox page, which only this machine can reach'
        : 'SMTP_URL is not set: e-mails are kept in the outbox table; the outbox page is off because others could reach it (docs/operations.md)',
    )
  }
  if (
    production &&
    !settings.publicUrl.startsWith('https://') &&
    env.HOST !== '127.0.0.1' &&
    env.HOST !== 'localhost'
  ) {
    logger.warn('PUBLIC_URL is not https: session cookies are not marked Secure. Set PUBLIC_URL=https://…')
  }
}

/**
 * The app that answers requests: in production the built routes, with the prerendered pages served before them;
 * in development Vite's, reloaded as the source changes. `closeVite` stops Vite at shutdown.
 */
async function createRequestApp(
  env: Env,
  root: string,
  {
    logger,
    database,
    services,
    lifecycle,
  }: { logger: Logger; database: DatabaseHandle; services: AppServices; lifecycle: Lifecycle },
): Promise<{
  app: ReturnType<typeof createApp>
  staticPages: StaticPages | undefined
  closeVite: () => Promise<void>
}> {
  const clientDir = path.join(root, 'build/client')
  if (env.NODE_ENV === 'production') {
    const buildUrl = new URL('../server/index.js', import.meta.url).href
    const build = (await import(buildUrl)) as ServerBuild
    const security = { production: true, development: false }
    const staticPages = await loadStaticPages({
      clientDir,
      paths: PRERENDERED_PATHS,
      security,
      logger,
      bypassCookie: SESSION_COOKIE_MARKER,
      proxyTrusted: Boolean(trustProxySetting(env.TRUST_PROXY)),
    })
    const app = createApp({
      mode: 'production',
      logger,
      database,
      build,
      clientDir,
      services,
      trustProxy: env.TRUST_PROXY,
      lifecycle,
      metricsToken: env.METRICS_TOKEN,
    })
    return { app, staticPages, closeVite: () => Promise.resolve() }
  }
  const { createServer } = await import('vite')
  const vite = await createServer({ root, server: { middlewareMode: true } })
  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  const app = createApp({
    mode: env.NODE_ENV,
    logger,
    database,
    build,
    clientDir,
    vite,
    services,
    trustProxy: env.TRUST_PROXY,
    lifecycle,
    metricsToken: env.METRICS_TOKEN,
  })
  return { app, staticPages: undefined, closeVite: () => vite.close() }
}

async function shutdownResources(database: DatabaseHandle, closeVite: () => Promise<void>, jobsStopped: Promise<void>) {
  await jobsStopped.catch(() => undefined)
  await Promise.allSettled([database.close(), closeVite()])
  await releaseDataDir()
}

function loadEnvOrExit(): Env {
  try {
    return parseEnv({ NODE_ENV: builtServer ? 'production' : 'development', ...process.env })
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

async function openDatabaseOrExit(env: Env, root: string, logger: Logger): Promise<DatabaseHandle> {
  try {
    // Uploaded files live here too, so it must be writable even when the database is a server.
    await ensureWritableDirectory(path.resolve(env.DATA_DIR))
    const database = env.DATABASE_URL
      ? await openDatabase({ driver: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX, logger })
      : await openDatabase({ driver: 'pglite', dataDir: env.DATA_DIR })
    await database.migrate(path.join(root, 'db/migrations'))
    return database
  } catch (error) {
    const message = error instanceof DataDirError ? error.message : `The database could not be opened: ${String(error)}`
    console.error(`Afterword could not start. ${message}`)
    process.exit(1)
  }
}

async function vapidKeysOrExit(env: Env, logger: Logger): Promise<AppServices['vapid']> {
  try {
    return await loadVapidKeys(env, logger)
  } catch (error) {
    if (!(error instanceof PushKeyError)) throw error
    console.error(`Afterword could not start: ${error.message}`)
    process.exit(1)
  }
}

async function documentVaultOrExit(
  env: Env,
  logger: Logger,
  database: DatabaseHandle,
): Promise<AppServices['documents']> {
  try {
    return await documentVaultFrom(env, logger, database.db)
  } catch (error) {
    if (!(error instanceof DocumentKeyMismatchError)) throw error
    console.error(`Afterword could not start: ${error.message}`)
    await database.close().catch(() => undefined)
    process.exit(1)
  }
}

await main()

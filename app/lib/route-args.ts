import type { AfterwordLoadContext } from '~/load-context'

/**
 * What every loader and action receives, as far as the guards that read the request need it (the session, the
 * active family, the form): React Router's generated `Route.LoaderArgs` and `Route.ActionArgs` both fit it.
 * Only those guards take it; feature services take the database or services, the access and typed input
 * (docs/architecture.md, 'Routes and services').
 */
export interface RouteArgs {
  request: Request
  context: AfterwordLoadContext
}

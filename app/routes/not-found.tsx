import { data } from 'react-router'
import { NotFoundPage } from '~/components/layout/status-page'
import type { Route } from './+types/not-found'
import { STATIC_PAGE } from '~/lib/route-handle'

export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found — Afterword' }]

export const handle = STATIC_PAGE

export default function NotFound() {
  return <NotFoundPage />
}

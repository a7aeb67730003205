import { useRouteLoaderData } from 'react-router'

/** The signed-in person as every page sees them. */
export interface Viewer {
  id: string
  username: string
  hasPremiumAccess: boolean
}

/** The signed-in person from the root loader, or null for a visitor (and on prerendered pages). */
export function useViewer(): Viewer | null {
  const data = useRouteLoaderData<{ viewer?: Viewer | null }>('root')
  return data?.viewer ?? null
}

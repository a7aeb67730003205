import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('premium', 'routes/premium.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('resources', 'routes/resources.tsx'),
  route('resources/:country', 'routes/resources-country.tsx'),
  route('regions', 'routes/regions.tsx'),
  // Anything else: the not-found page with HTTP status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig

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
  route('auth', 'routes/auth.tsx'),
  route('auth/sign-out', 'routes/auth.sign-out.tsx'),
  route('auth/forgot-password', 'routes/auth.forgot-password.tsx'),
  route('auth/reset-password', 'routes/auth.reset-password.tsx'),
  route('auth/email-confirmed', 'routes/auth.email-confirmed.tsx'),
  route('login', 'routes/login.tsx'),
  route('onboarding', 'routes/onboarding.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('dashboard/tasks', 'routes/dashboard.tasks.tsx'),
  route('dashboard/generic-tasks', 'routes/dashboard.generic-tasks.tsx'),
  route('dashboard/legal-tasks', 'routes/dashboard.legal-tasks.tsx'),
  route('tasks', 'routes/tasks.tsx'),
  route('dashboard/settings', 'routes/dashboard.settings.tsx'),
  route('dashboard/calendar.ics', 'routes/dashboard.calendar-ics.ts'),
  // The calendar subscription feed: public, opened by the token in its path (decision 011).
  route('calendar/:token', 'routes/calendar-feed.ts'),
  route('dev/outbox', 'routes/dev.outbox.tsx'),
  // Anything else: the not-found page with HTTP status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig

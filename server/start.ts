// The built server's entry. It sets NODE_ENV before anything loads React: React chooses its development or
// production build from NODE_ENV when it is first imported, and every static import of main.ts (React Router,
// and through it React) is evaluated before main.ts's own code runs. `tsx server/main.ts` (development) skips
// this file and stays in development.
process.env.NODE_ENV ??= 'production'
await import('./main')

export {}

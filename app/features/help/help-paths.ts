/**
 * Every help article's address, for prerendering (docs/decisions/004-static-public-pages.md). Kept as a plain
 * list because the server and the build read it without Vite; help-content.test.ts fails when it drifts from
 * the Markdown files in app/content/help/.
 */
export const HELP_ARTICLE_PATHS: readonly string[] = [
  '/help/document-management/death-certificate-copies',
  '/help/document-management/documents-you-will-need',
  '/help/document-management/keeping-documents-safe',
  '/help/document-management/sending-documents',
  '/help/document-management/storing-documents',
  '/help/document-management/who-to-tell',
  '/help/family-collaboration/activity-and-changes',
  '/help/family-collaboration/dividing-tasks',
  '/help/family-collaboration/inviting-family',
  '/help/family-collaboration/roles-explained',
  '/help/family-collaboration/sharing-without-invites',
  '/help/getting-started/create-an-account',
  '/help/getting-started/first-things-to-do',
  '/help/getting-started/set-up-your-plan',
  '/help/getting-started/what-afterword-does',
  '/help/getting-started/your-dashboard',
  '/help/legal-guidance/being-an-executor',
  '/help/legal-guidance/no-will',
  '/help/legal-guidance/probate-explained',
  '/help/legal-guidance/registering-a-death',
  '/help/legal-guidance/tax-after-a-death',
  '/help/task-management/add-and-edit-tasks',
  '/help/task-management/legal-tasks-view',
  '/help/task-management/printable-checklist',
  '/help/task-management/task-statuses',
  '/help/task-management/timeline-and-calendar',
  '/help/technical-support/accessibility',
  '/help/technical-support/calendar-feed-help',
  '/help/technical-support/email-not-arriving',
  '/help/technical-support/supported-browsers',
  '/help/technical-support/your-data-and-privacy',
]

export { recentActivity, recordActivity, type ActivityAuthor, type ActivityEntry } from './activity.server'

export { recentActivity, recordActivity, type ActivityAuthor, type ActivityEntry } from './activity.server'
export { activityLines } from './activity-words.server'

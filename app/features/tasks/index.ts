export { TaskBadges } from './components/task-badges'
export { isDone, isOverdue } from './task-rules'
export { editTaskUrl, taskManagerPageUrl, taskManagerUrl } from './task-urls'
export { ActivityList, type ActivityView } from './components/activity-list'

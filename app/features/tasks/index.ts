export { TaskBadges } from './components/task-badges'
export { isDone, isOverdue } from './task-rules'
export { percentCompleted } from './task-view'
export { editTaskUrl, taskManagerPageUrl, taskManagerUrl } from './task-urls'

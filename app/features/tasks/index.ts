export { TaskBadges } from './components/task-badges'
export { isDone, isOverdue } from './task-rules'

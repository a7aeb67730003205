export { TaskBadges } from './components/task-badges'

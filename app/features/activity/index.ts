export { ActivityList, type ActivityView } from './components/activity-list'

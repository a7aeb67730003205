// What the browser may load of reminders: this browser's side of push reminders (decision 078).
export {
  currentSubscription,
  PUSH_SERVICE_WORKER_URL,
  pushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
  type PushSupport,
  type SubscribeOutcome,
} from './push-browser'

export { downloadResponse, feedResponse, FEED_RATE_LIMIT, type FeedRequest } from './calendar-responses.server'
export {
  createOrRegenerateFeed,
  feedStatus,
  findFeedByToken,
  revokeFeed,
  setIncludeCompleted,
  type FeedStatus,
} from './feed.server'

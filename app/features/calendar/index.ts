export { feedUrl, webcalUrl, type FeedStatusView } from './feed-url'

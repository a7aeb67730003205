export {
  HELP_CATEGORIES,
  countByCategory,
  searchHelpArticles,
  type HelpArticle,
  type HelpCategory,
} from './help-articles'
export { HELP_ARTICLES, findHelpArticle } from './help-content'

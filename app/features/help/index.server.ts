export { userGuidePdf, renderUserGuide, userGuideSections, USER_GUIDE_TITLE } from './user-guide-pdf.server'

export {
  addFromCatalogue,
  createOrganisation,
  deleteOrganisation,
  findOrganisation,
  linkDocument,
  listFollowUps,
  listOrganisations,
  markToldThroughService,
  organisationProgress,
  saveLetter,
  unlinkDocument,
  updateOrganisation,
  type FollowUp,
  type Organisation,
  type OrganisationWithDocuments,
} from './organisations.server'
export {
  certificateStatus,
  recordCopyReturned,
  recordCopySent,
  setCopiesHeld,
  type CertificateStatus,
} from './certificates.server'
export { readyLetters } from './letters.server'
export { writeLetterText } from './letter-pdf.server'

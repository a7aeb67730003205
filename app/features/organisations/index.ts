export { ORGANISATIONS_PATH, isTold, letterHref, organisationHref } from './organisation-paths'

export { ORGANISATIONS_PATH, isTold, letterHref, organisationHref } from './organisations.schema'

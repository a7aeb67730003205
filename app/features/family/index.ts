export { LetterDetailsFields, type LetterDetailName } from './components/letter-details-fields'
export { RELATIONSHIP_LABELS, relationshipText, type LetterDetails } from './letter-details-words'

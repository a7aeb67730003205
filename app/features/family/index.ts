export { LetterDetailsFields, type LetterDetailName } from './components/letter-details-fields'

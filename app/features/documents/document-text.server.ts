import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Database } from '~/lib/db.server'
import { familySearchKeys } from '~db/schema'
import type { DocumentKeyRing } from './document-keys.server'
import { DocumentIntegrityError } from './file-crypto.server'

/**
 * The text read from a document, kept so that neither it nor its words can be read from a copy of the database
 * (docs/decisions/044-document-vault.md, docs/security.md):
 * - the text itself is sealed with AES-256-GCM under a key derived from the document's own data key, with the
 *   document's id as associated data, so a sealed text cannot be moved to another row;
 * - search finds its words through a blind index: each distinct word, normalised as PostgreSQL's English
 *   full-text search does (lower case, stemmed, stop words left out), and again with its accents taken off,
 *   is stored as a truncated HMAC-SHA-256 under a key derived from the family's search key. That key is random,
 *   one per family, wrapped by the master key like the data keys (so a rotation rewraps it and the index stays
 *   valid); the same word gives different tokens in different families.
 */

const NONCE_BYTES = 12
const TAG_BYTES = 16
/** 72 bits: a false match needs a collision within one family's words, about 1 in 10^16 per word searched. */
const TOKEN_BYTES = 9
/** The text the index covers, as the full-text index did before it. */
export const INDEXED_TEXT_MAX = 200_000

function derive(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `afterword-${purpose}`, 32))
}

/** The text, encrypted for storage in `documents.sealed_text` (base64 of nonce, ciphertext and tag). */
export function sealText(dataKey: Buffer, documentId: string, text: string): string {
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv('aes-256-gcm', derive(dataKey, 'document-text'), nonce)
  cipher.setAAD(Buffer.from(documentId, 'utf8'))
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return Buffer.concat([nonce, sealed]).toString('base64')
}

/** The text back; DocumentIntegrityError when it was changed, moved from another row or sealed under another key. */
export function openText(dataKey: Buffer, documentId: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64')
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new DocumentIntegrityError()
  const decipher = createDecipheriv('aes-256-gcm', derive(dataKey, 'document-text'), bytes.subarray(0, NONCE_BYTES))
  decipher.setAAD(Buffer.from(documentId, 'utf8'))
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    throw new DocumentIntegrityError()
  }
}

/** The blind token of one normalised word under a family's token key. */
export function blindToken(tokenKey: Buffer, lexeme: string): string {
  return createHmac('sha256', tokenKey).update(lexeme, 'utf8').digest().subarray(0, TOKEN_BYTES).toString('base64url')
}

/** 'Café Müller' as 'Cafe Muller': accents (combining marks after decomposition) taken off. */
export function withoutAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '')
}

/**
 * The distinct words of `text` as PostgreSQL's English full-text configuration normalises them (the same
 * normalisation the name, description and tags get in the database). The text is only a query parameter here:
 * nothing is written.
 */
export async function searchLexemes(db: Database, text: string, alsoWithoutAccents = false): Promise<string[]> {
  const folded = alsoWithoutAccents ? withoutAccents(text) : text
  const [row] = await queryRows<{ lexemes: string[] }>(
    db,
    folded === text
      ? sql`select tsvector_to_array(to_tsvector('english'::regconfig, ${text})) as lexemes`
      : sql`select tsvector_to_array(to_tsvector('english'::regconfig, ${text})
              || to_tsvector('english'::regconfig, ${folded})) as lexemes`,
  )
  return row?.lexemes ?? []
}

function tokenKeyOf(keys: DocumentKeyRing, row: { keyId: string; wrappedKey: string }): Buffer {
  return derive(keys.unwrap(row.keyId, row.wrappedKey), 'document-search-tokens')
}

/** The family's token key, or null when the family has none yet (nothing of its text is indexed). */
export async function findFamilyTokenKey(
  db: Database,
  keys: DocumentKeyRing,
  familyId: string,
): Promise<Buffer | null> {
  const [row] = await db.select().from(familySearchKeys).where(eq(familySearchKeys.familyId, familyId))
  return row ? tokenKeyOf(keys, row) : null
}

/** The family's token key, its search key made (random, wrapped by the current master key) on first use. */
export async function familyTokenKey(db: Database, keys: DocumentKeyRing, familyId: string): Promise<Buffer> {
  const found = await findFamilyTokenKey(db, keys, familyId)
  if (found) return found
  const wrapped = keys.wrap(randomBytes(32))
  // Two instances indexing the same family's first documents at once: the first key in is everyone's.
  await db
    .insert(familySearchKeys)
    .values({ familyId, keyId: wrapped.keyId, wrappedKey: wrapped.wrapped })
    .onConflictDoNothing()
  const made = await findFamilyTokenKey(db, keys, familyId)
  if (!made) throw new Error('the family search key was not stored')
  return made
}

/** The blind index of a document's text: one token per distinct word, with and without its accents. */
export async function textTokens(
  db: Database,
  keys: DocumentKeyRing,
  familyId: string,
  text: string,
): Promise<string[]> {
  const lexemes = await searchLexemes(db, text.slice(0, INDEXED_TEXT_MAX), true)
  if (lexemes.length === 0) return []
  const tokenKey = await familyTokenKey(db, keys, familyId)
  return [...new Set(lexemes.map((lexeme) => blindToken(tokenKey, lexeme)))]
}

/** One searched word: as the name, description and tags index it, and as the text's blind index does (if any). */
export interface SearchTerm {
  word: string
  token: string | null
}

/** The words of a search, each to be found in the family's documents (all of them, in any order). */
export async function searchTerms(
  db: Database,
  keys: DocumentKeyRing,
  familyId: string,
  search: string,
): Promise<SearchTerm[]> {
  // One round trip for the words and the family's key: a search runs on every keystroke.
  const [row] = await queryRows<{ lexemes: string[]; key_id: string | null; wrapped_key: string | null }>(
    db,
    sql`select tsvector_to_array(to_tsvector('english'::regconfig, ${search})) as lexemes, k.key_id, k.wrapped_key
        from (select 1) one left join family_search_keys k on k.family_id = ${familyId}`,
  )
  const lexemes = row?.lexemes ?? []
  if (lexemes.length === 0) return []
  const tokenKey =
    row?.key_id && row.wrapped_key ? tokenKeyOf(keys, { keyId: row.key_id, wrappedKey: row.wrapped_key }) : null
  return lexemes.map((lexeme) => ({
    word: `${familyId}:${lexeme}`,
    token: tokenKey ? blindToken(tokenKey, lexeme) : null,
  }))
}

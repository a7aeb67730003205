import { describe, expect, it } from 'vitest'
import { formatFileSize, parseTags, UploadDetailsSchema } from './documents.schema'

describe('document details', () => {
  it('shows sizes in Bytes, KB, MB or GB with at most two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes')
    expect(formatFileSize(1023)).toBe('1023 Bytes')
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(1_234_567)).toBe('1.18 MB')
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MB')
    expect(formatFileSize(2048 * 1024 * 1024)).toBe('2 GB')
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB')
  })

  it('reads tags comma-separated, trimmed, empties and repeats dropped', () => {
    expect(parseTags(' will, bank ,, 2024 ,bank,')).toEqual(['will', 'bank', '2024'])
    expect(parseTags('')).toEqual([])
  })

  it('refuses a category outside the list, 200 tags and an over-long description, with a message each', () => {
    const refused = (fields: Record<string, string>) => {
      const result = UploadDetailsSchema.safeParse(fields)
      return result.success ? null : result.error.issues[0]?.message
    }
    expect(refused({ category: 'secret' })).toBe('Choose one of the categories in the list.')
    expect(refused({ tags: Array.from({ length: 200 }, (_, i) => `t${i}`).join(',') })).toBe('Use at most 20 tags.')
    expect(refused({ description: 'x'.repeat(1001) })).toContain('1,000 characters')
    expect(refused({ sharing: 'everyone' })).toBe('Choose who can see the document.')
  })

  it('reads the sharing choice, or the checkbox of earlier forms, and leaves it unset when none was sent', () => {
    expect(UploadDetailsSchema.parse({})).toEqual({
      category: 'general',
      description: '',
      tags: [],
      sharing: undefined,
    })
    expect(UploadDetailsSchema.parse({ sharing: 'family', category: 'legal' })).toMatchObject({
      sharing: 'family',
      category: 'legal',
    })
    expect(UploadDetailsSchema.parse({ sharing: 'private' }).sharing).toBe('private')
    expect(UploadDetailsSchema.parse({ shared: 'on' }).sharing).toBe('family')
    expect(UploadDetailsSchema.parse({ shared: 'false' }).sharing).toBe('private')
    // The radio group wins over a stray checkbox.
    expect(UploadDetailsSchema.parse({ shared: 'on', sharing: 'private' }).sharing).toBe('private')
  })
})

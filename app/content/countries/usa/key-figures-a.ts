import type { KeyFigure } from '../../schema'

const REVIEWED = '2026-11-25'

/** State figures for the states of regions-a.ts (see key-figures.ts). */
export const KEY_FIGURES_A: KeyFigure[] = [
  {
    kind: 'tax',
    label: 'Illinois estate tax exclusion amount',
    value: '$4,000,000',
    meaning:
      'Illinois has its own estate tax, which can be due on an estate worth more than $4 million, far below the ' +
      'federal amount. If the estate may be that large, the executor should get tax advice early.',
    // The synopsis of a 2025-26 bill (HB 16, 104th General Assembly) states the exclusion in force; bills to raise
    // it (HB 16, SB 3847 of February 2026) were not enacted when read.
    source:
      'https://witnessslips.ilga.gov/Legislation/BillStatus?DocNum=16&GAID=18&DocTypeID=HB&LegId=155671&SessionID=114&GA=104',
    reviewed: REVIEWED,
    regions: ['us-il'],
  },
  {
    kind: 'certificate-fee',
    label: 'Certified copy of a Connecticut death certificate',
    value: '$20 per copy',
    meaning:
      'The fee Connecticut law (General Statutes 7-74) sets for each certified copy of a death certificate from a ' +
      "town's vital records office. Banks, insurers and agencies each usually want their own certified copy.",
    source: 'https://bethel-ct.gov/vital-records',
    reviewed: REVIEWED,
    regions: ['us-ct'],
  },
  {
    kind: 'certificate-fee',
    label: 'Certified copy of a Georgia death certificate',
    value: '$25 first copy, $5 each extra',
    meaning:
      'The first certified copy of a Georgia death certificate costs $25 and each additional copy $5. Order ' +
      'several at once: banks, insurers and agencies each usually want their own certified copy.',
    source: 'https://dekalbcountyga.gov/medical-examiner/death-certificates',
    reviewed: REVIEWED,
    regions: ['us-ga'],
  },
  // The filing fee could not be confirmed on an official page (docs/content.md, 'Still to verify').
  {
    kind: 'probate-fee',
    label: 'Probate petition filing fee',
    value: 'Check the current fee with the court',
    meaning:
      'The Superior Court charges a filing fee for a probate petition; the small-estate declaration needs no court ' +
      'filing. We could not confirm today’s fee on an official page; the California Courts self-help site and ' +
      'your county court state it.',
    source: 'https://selfhelp.courts.ca.gov/simple-procedures-transfer-estate',
    reviewed: REVIEWED,
    regions: ['us-ca'],
  },
]

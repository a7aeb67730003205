import type { EstateTaxFact } from '../../schema'
import { REVIEWED, REVIEWED_2026_11_25, SRC } from './sources'

/**
 * Tax facts for the estate page (issue 33): Canada has no inheritance tax, but the final return, the deemed
 * disposition of capital property and the clearance certificate fall to the executor. The clearance page was read
 * again on 2026-11-27.
 */
export const ESTATE_TAX = {
  finalReturn: {
    source: SRC.craFinalReturnDue,
    reviewed: REVIEWED,
    title: 'The final income tax return',
    value: 'Due 30 April, or 6 months after the death',
    text: 'For a death between 1 January and 31 October, the final return is due by 30 April of the following year; for a death between 1 November and 31 December, 6 months after the death. Later dates apply where the person or their partner ran a business.',
  },
  deemedDisposition: {
    source: SRC.craDeemedDisposition,
    reviewed: REVIEWED_2026_11_25,
    title: 'Capital property: the deemed disposition',
    value: 'Treated as sold just before death',
    text: 'The CRA treats the person as having sold their capital property (homes and cottages, investments, valuable belongings) just before death; any capital gain or loss goes on the final return, unless the property passes to a spouse or common-law partner or another exception applies.',
  },
  clearanceCertificate: {
    source: SRC.craClearance,
    reviewed: '2026-11-27',
    title: 'A clearance certificate before sharing out the estate',
    value: 'Form TX19',
    text: 'A clearance certificate confirms that everything the person owed the CRA has been paid. Ask for it with Form TX19 once every return is assessed and the amounts owing are paid: an executor who distributes property without one can be personally liable for what is still owed.',
  },
} satisfies Record<string, EstateTaxFact>

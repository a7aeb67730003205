import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
const z = new ZxcvbnFactory({ translations: en.translations, graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...en.dictionary } })
for (const p of process.argv.slice(2)) { const r = z.check(p, ['ann', 'ann-x1@example.com']); console.log(p, r.score, r.feedback.warning, r.sequence.map(m=>m.pattern+':'+(m.dictionaryName??'')+':'+m.token).join(',')) }

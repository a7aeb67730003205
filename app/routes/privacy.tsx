import { LegalPage, type LegalSection } from '~/components/layout/legal-page'
import type { Route } from './+types/privacy'
import { STATIC_PAGE } from '~/lib/route-handle'

export const PRIVACY_LAST_UPDATED = '2026-11-25'

export const meta: Route.MetaFunction = () => [{ title: 'Privacy policy — Afterword' }]

const SECTIONS: LegalSection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      'Afterword is run by the organisation that operates this website ("we", "us"). We are the data controller for the personal information described here: we decide why and how it is used, and we are responsible for looking after it.',
      'If you have a question about your information, or want to use any of the rights in this policy, contact us through the Support page. We answer privacy requests within one month, and usually much sooner.',
    ],
  },
  {
    title: 'What we collect',
    paragraphs: ['We collect only what Afterword needs to work for you:'],
    list: [
      'Your account: your full name and e-mail address, and a scrambled (hashed) form of your password. We never store the password itself.',
      'Your situation: your role (for example executor or surviving partner), your country and region, the priorities you choose, and, if you give them, the name of the person who died and the date of death. The date is used to work out deadlines.',
      'Your plan: tasks, their status, notes, steps and contacts, and who changed what and when (the activity feed your family sees).',
      'Your documents: files you upload, their descriptions and tags, and the text we read from them automatically so that you can search them.',
      'The people you invite: their name, e-mail address and role.',
      'Payments: the amount, date and status of a Premium purchase or donation. Card details are handled by our payment provider; we never see or store your card number.',
      'Messages you send us through the Support page.',
      'Technical records: the pages requested, the time and your IP address, kept to protect the service from misuse and to fix faults.',
    ],
  },
  {
    title: 'Why we use it, and our legal basis',
    paragraphs: [
      'Under the UK GDPR and the EU GDPR we must tell you the legal basis for each use. We use your information to provide the service you asked for (performance of a contract); to keep accounts and documents secure and prevent abuse (our legitimate interests); to keep payment records for as long as tax law requires (legal obligation); and, only if you agree, to send you occasional news (consent, which you can withdraw at any time).',
      'We do not sell your information, we do not use it for advertising, and we do not build profiles of you.',
    ],
  },
  {
    title: 'Sensitive information in your documents',
    paragraphs: [
      'Documents about a death often contain sensitive details: a cause of death, medical history, financial or family matters, sometimes about people who are still living. We treat every document as confidential. Our staff do not read your documents. Software reads the text in them only to make them searchable for you and the people you share them with.',
      'Please upload only what you need, and only documents you have the right to hold, as an executor or next of kin for example.',
    ],
  },
  {
    title: 'Who can see your information',
    paragraphs: [
      'You decide who sees your plan and documents by inviting people to your family space and choosing their role. A document you keep private stays visible only to you.',
      'We share information only with companies that help us run Afterword, such as our hosting, e-mail and payment providers. They act on our instructions, under contracts that require them to protect it. We will disclose information to authorities only where the law requires it.',
    ],
  },
  {
    title: 'Where your information is kept',
    paragraphs: [
      'Your information is stored on the servers this installation of Afterword runs on. If it is ever transferred to a country without an adequacy decision under the GDPR, we use the safeguards the law provides, such as standard contractual clauses.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'We keep your information for as long as your account is open. When you delete your account, we delete your profile, plan and the documents only you could see within 30 days, including from backups as they expire. Documents you shared with a family stay with that family until its admins delete them. Payment records are kept for as long as tax law requires (for example six years in the United Kingdom). Technical records are deleted after 30 days.',
    ],
  },
  {
    title: 'How we protect it',
    paragraphs: [
      'All traffic to Afterword is encrypted, and every document is stored encrypted with a key of its own. Passwords are stored only as slow, salted hashes, and you can turn on two-step sign-in, so that a password alone is not enough. Every request for a task or document is checked against who you are and what your role allows. Sign-in attempts are limited to slow down guessing. We review these measures as the service grows.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'Wherever you live, you can ask us to show you the information we hold about you, to correct it, to give you a copy in a portable form, or to delete it. You can also object to or ask us to limit how we use it. We will not charge you for this.',
      'You can do two of these yourself, at any time, in Settings → Your data: download a copy of everything we hold about you, with the documents you uploaded, or delete your account.',
      'If you are unhappy with how we have handled your information, please tell us first. You can also complain to the regulator where you live:',
    ],
    list: [
      'United Kingdom: the Information Commissioner’s Office (ico.org.uk).',
      'Ireland: the Data Protection Commission (dataprotection.ie).',
      'Australia: the Office of the Australian Information Commissioner (oaic.gov.au).',
      'New Zealand: the Office of the Privacy Commissioner (privacy.org.nz).',
      'Canada: the Office of the Privacy Commissioner of Canada (priv.gc.ca).',
      'United States: your state’s consumer privacy authority where one exists, such as the California Privacy Protection Agency (cppa.ca.gov). We do not sell or share personal information as those laws define it.',
    ],
  },
  {
    title: 'Cookies',
    paragraphs: [
      'Afterword uses one essential cookie to keep you signed in, and nothing else: no analytics, advertising or tracking cookies, so there is nothing to consent to. Visitors who do not sign in get no cookies at all.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      'Afterword is meant for adults. If a young person has lost someone and needs to be involved, an adult should hold the account and invite them.',
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'When we change this policy we update the date at the top. If a change affects how we use information you have already given us, we will tell account holders by e-mail before it takes effect.',
    ],
  },
]

export const handle = STATIC_PAGE

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro="Afterword holds some of the most personal information there is. This policy explains, in plain words, what we collect, why, who can see it, and what you can ask us to do with it."
      sections={SECTIONS}
    />
  )
}

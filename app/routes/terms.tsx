import { LegalPage, type LegalSection } from '~/components/layout/legal-page'
import { PREMIUM_PRICE_LABEL } from '~/features/payments'
import type { Route } from './+types/terms'
import { STATIC_PAGE } from '~/lib/route-handle'

export const TERMS_LAST_UPDATED = '2026-11-21'

export const meta: Route.MetaFunction = () => [{ title: 'Terms of use — Afterword' }]

const SECTIONS: LegalSection[] = [
  {
    title: 'About these terms',
    paragraphs: [
      'These terms are the agreement between you and the organisation that runs this website ("we", "us") when you use Afterword. By creating an account you accept them. Our privacy policy explains how we look after your information.',
    ],
  },
  {
    title: 'Information, not legal advice',
    paragraphs: [
      'Afterword gives general information about what usually needs doing after a death. It is not legal, financial, tax or medical advice, and it cannot take every circumstance into account.',
      'We check every deadline, threshold, office and phone number against an official source and show you that source and the date we checked it. Rules and figures do change, so before you act on something with legal or financial consequences, confirm it with the official source shown, or ask a solicitor, lawyer, notary or accountant.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'You must be 18 or over to open an account. Please give accurate details, keep your password to yourself, and tell us through the Support page if you think someone else has used your account.',
    ],
  },
  {
    title: 'Your content',
    paragraphs: [
      'Everything you add to Afterword (tasks, notes and documents) remains yours. You give us permission to store, copy and process it only so that we can provide the service to you and the people you share it with.',
      'Please upload only documents you are entitled to hold, and share them only with people who should see them. You can delete your content, or your whole account, at any time.',
    ],
  },
  {
    title: 'Family spaces and roles',
    paragraphs: [
      'A family space is shared by the people its admins invite. Admins can invite and remove people and change their roles; members can view and update tasks and documents; viewers can only look. If you are an admin, please think about who you invite: they will see what you share with the family.',
    ],
  },
  {
    title: 'Fair use',
    paragraphs: ['Please do not:'],
    list: [
      'use Afterword for anything unlawful, or to harass or deceive anyone;',
      'upload anything that contains malware, or try to get into accounts or data that are not yours;',
      'overload the service or copy it by automated means.',
    ],
  },
  {
    title: 'Premium and donations',
    paragraphs: [
      `Premium costs ${PREMIUM_PRICE_LABEL}, paid once. It is not a subscription: there is nothing to renew and nothing to cancel. Premium stays with your account for as long as the account exists.`,
      'Donations are voluntary gifts towards running Afterword. They do not buy any service.',
      'Payments are made by card through our payment provider, which handles your card details under its own terms. If something has gone wrong with a payment, contact us through the Support page and we will put it right. Nothing in these terms affects your statutory rights as a consumer.',
    ],
  },
  {
    title: 'Keeping the service running',
    paragraphs: [
      'We work hard to keep Afterword available and your information safe, but we cannot promise the service will never be interrupted. Keep the originals of important documents, such as the will and the death certificate, somewhere safe outside Afterword as well.',
    ],
  },
  {
    title: 'Ending your use',
    paragraphs: [
      'You can stop using Afterword and delete your account whenever you like. We may suspend an account that breaks these terms in a serious way, and will tell you why unless the law prevents us.',
    ],
  },
  {
    title: 'Our responsibility to you',
    paragraphs: [
      'We are responsible for loss you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care. We are not responsible for decisions made on general information without checking it against the official source. Nothing in these terms limits our liability where the law does not allow it to be limited, including for fraud or for death or personal injury caused by negligence.',
    ],
  },
  {
    title: 'Which law applies',
    paragraphs: [
      'If you use Afterword as a consumer, you keep the protection of the consumer laws of the country where you live, and you can bring a claim in the courts there.',
    ],
  },
  {
    title: 'Changes to these terms',
    paragraphs: [
      'When we change these terms we update the date at the top. If a change matters to you, we will tell account holders by e-mail before it takes effect.',
    ],
  },
]

export const handle = STATIC_PAGE

export default function Terms() {
  return (
    <LegalPage
      title="Terms of use"
      lastUpdated={TERMS_LAST_UPDATED}
      intro="These terms say what you can expect from Afterword, and what we ask of you, in plain words."
      sections={SECTIONS}
    />
  )
}

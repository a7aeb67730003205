import { Container } from '~/components/ui/container'
import type { Route } from './+types/about'
import { STATIC_PAGE } from '~/lib/route-handle'

export const meta: Route.MetaFunction = () => [{ title: 'About Afterword' }]

const SECTIONS = [
  {
    title: 'Region-specific support',
    paragraphs: [
      'What you have to do after a death depends on where the person lived. Registering the death, getting probate and telling the tax office all work differently in New South Wales, Ontario, Scotland or Texas.',
      'Afterword covers Australia, Canada, Ireland, New Zealand, the United Kingdom and the United States, down to the state, province or nation. Every deadline, threshold, office and phone number we show comes with the official page it came from and the date we last checked it, so you can confirm it yourself.',
    ],
  },
  {
    title: 'Family collaboration',
    paragraphs: [
      'You rarely do this alone. Afterword lets you invite family, friends or a professional to share the work. Each person has a role: some can only look, some can update tasks, and one or more can manage the whole plan. Everyone sees what has been done, and by whom, so nothing is done twice or forgotten.',
    ],
  },
  {
    title: 'Step-by-step guidance',
    paragraphs: [
      'Each task is broken into small, concrete steps, with who to contact and what to take with you. The most urgent things come first, and deadlines are worked out from the date of death where the law sets one.',
      'Afterword gives general information, not legal advice. Where your situation is complicated, it tells you who can help.',
    ],
  },
] as const

export const handle = STATIC_PAGE

export default function About() {
  return (
    <Container className="py-14">
      <article className="max-w-3xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">About Afterword</h1>
        <section aria-labelledby="mission-title" className="mt-8">
          <h2 id="mission-title" className="text-2xl font-semibold">
            Our mission
          </h2>
          <p className="mt-3 text-lg">
            When someone dies, the people closest to them are handed a long list of tasks at the moment they are least
            able to face it: forms, offices, deadlines, banks, a funeral to arrange. Our mission is to make that list
            clear, personal and manageable, so that you can spend less time on paperwork and more on the people who
            matter.
          </p>
        </section>
        {SECTIONS.map((section) => (
          <section key={section.title} aria-label={section.title} className="mt-10">
            <h2 className="text-2xl font-semibold">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 text-lg">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </Container>
  )
}

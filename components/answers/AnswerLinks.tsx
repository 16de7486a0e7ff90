import { Link } from '@/components/link/Link';
import { SmartLink } from '@/components/mdx/SmartLink';
import type { LocaleId } from '@/lib/i18n/locales';
import { answersMessagesFor } from '@/lib/messages/answers';
import { answerLinksOf, answersOfDemoPage } from '@/lib/source';
import styles from './Answers.module.css';

/**
 * What a page shows of the answers: on an answer page, the tracker threads it answers and the demos and API rows it
 * concerns; on a demo page, the answers that concern its demo. Nothing on other pages.
 */
export function AnswerLinks({ routeId, locale }: { routeId: string; locale: LocaleId }) {
  const messages = answersMessagesFor(locale);
  const answer = answerLinksOf(routeId);
  const answers = answersOfDemoPage(routeId);
  if (!answer && answers.length === 0) return null;
  return (
    <div className={styles.links}>
      {answer && (
        <>
          <section aria-labelledby="answer-issues">
            <h2 id="answer-issues">{messages.issuesTitle}</h2>
            <ul>
              {answer.issues.map((issue) => (
                <li key={issue.url}>
                  <SmartLink href={issue.url}>{messages.issueLabel(issue.repo, issue.number)}</SmartLink>
                </li>
              ))}
            </ul>
          </section>
          {answer.demos.length + answer.props.length > 0 && (
            <section aria-labelledby="answer-related">
              <h2 id="answer-related">{messages.relatedTitle}</h2>
              <ul>
                {answer.demos.map((demo) => (
                  <li key={demo.path}>
                    <Link href={demo.path}>{demo.title}</Link>
                  </li>
                ))}
                {answer.props.map((prop) => (
                  <li key={prop.path}>
                    <Link href={prop.path}>
                      <code>{prop.name}</code>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {answers.length > 0 && (
        <section aria-labelledby="demo-answers">
          <h2 id="demo-answers">{messages.answersTitle}</h2>
          <ul>
            {answers.map((link) => (
              <li key={link.path}>
                <Link href={link.path}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

import { absoluteUrl } from '../crawler-files';
import { sourceKey, type AnswersFile, type SourceRef } from '../answers/keys';
import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { answersMessagesFor } from '../messages/answers';
import { ContentError } from '../registry/errors';
import { codeSpan } from './code-markup';

/** `<Source>`: its caption and the lines, as a fenced block, as the page shows them on its line. */
export function sourceMarkdown(answers: AnswersFile, ref: SourceRef, file: string, locale: LocaleId, line: LineId): string {
  const excerpt = answers.sources[line][sourceKey(ref)];
  if (!excerpt) throw new ContentError(file, `<Source file="${ref.file}" find="${ref.find}"> has no excerpt on ${line}`);
  return `${answersMessagesFor(locale).sourceCaption(excerpt.package, excerpt.version, excerpt.path, excerpt.start)}\n\n\`\`\`js\n${excerpt.text}\n\`\`\``;
}

/**
 * What a page's copy adds of the answers, as the page shows it below its body: an answer's tracker threads and the
 * demos and API rows it concerns, or a demo page's answers.
 */
export function answerLinksMarkdown(answers: AnswersFile, routeId: string, siteUrl: string, locale: LocaleId): string {
  const messages = answersMessagesFor(locale);
  const answer = answers.pages[routeId];
  const ofDemo = answers.byDemoPage[routeId] ?? [];
  const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
  const parts: string[] = [];
  if (answer) {
    parts.push(`## ${messages.issuesTitle}`, list(answer.issues.map((issue) => `[${messages.issueLabel(issue.repo, issue.number)}](${issue.url})`)));
    if (answer.demos.length + answer.props.length > 0) {
      parts.push(
        `## ${messages.relatedTitle}`,
        list([
          ...answer.demos.map((demo) => `[${demo.title}](${absoluteUrl(siteUrl, demo.path)})`),
          ...answer.props.map((prop) => `[${codeSpan(prop.name)}](${absoluteUrl(siteUrl, prop.path)})`),
        ]),
      );
    }
  }
  if (ofDemo.length > 0) parts.push(`## ${messages.answersTitle}`, list(ofDemo.map((link) => `[${link.title}](${absoluteUrl(siteUrl, link.path)})`)));
  return parts.join('\n\n');
}

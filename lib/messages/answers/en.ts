import type { AnswersMessages } from './types';

/** The troubleshooting section's texts (English). */
export const answersEn: AnswersMessages = {
  answerCount: (count: number) => (count === 1 ? '1 question' : `${count} questions`),
  issuesTitle: 'Tracker issues',
  relatedTitle: 'Related demos and API',
  answersTitle: 'Troubleshooting',
  sourceCaption: (pkg: string, version: string, file: string, line: number) => `${pkg} ${version} · ${file}, line ${line}`,
  issueLabel: (repo: string, number: string) => `${repo} #${number}`,
};

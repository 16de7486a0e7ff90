import { highlight } from '@/lib/highlight';
import { CopyButton } from './CopyButton';

/** A highlighted code block with a copy button; shell prompts are not part of what is copied. */
export async function CodeBlock({ code, language }: { code: string; language?: string }) {
  const html = await highlight(code, language);
  return (
    <div className="code-block" data-language={language}>
      <div className="code-block-actions">
        {language && <span className="code-block-language">{language}</span>}
        <CopyButton text={code.replace(/\n$/, '')} />
      </div>
      <div className="code-block-body" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

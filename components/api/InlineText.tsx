import { Fragment } from 'react';
import { inlineParts } from '@/lib/api/inline-text';

/** An API description with its `code` spans shown as code. */
export function InlineText({ text }: { text: string }) {
  return <>{inlineParts(text).map((part, index) => (part.code ? <code key={index}>{part.text}</code> : <Fragment key={index}>{part.text}</Fragment>))}</>;
}

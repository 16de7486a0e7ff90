import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { NotFoundView, notFoundMetadata } from '@/components/layout/NotFoundView';
import { RootDocument } from '@/components/layout/RootDocument';

// No `robots` here: Next already marks the not-found page noindex, and a second tag would repeat it.
export const metadata = notFoundMetadata('zh-CN');

/** `404.html`: the zh-CN edition's 404. The root layout renders no document, so this one renders its own. */
export default function NotFound() {
  return (
    <RootDocument locale="zh-CN" Messages={ZhCNMessages}>
      <NotFoundView locale="zh-CN" />
    </RootDocument>
  );
}

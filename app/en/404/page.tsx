import { NotFoundView, notFoundMetadata } from '@/components/layout/NotFoundView';

/**
 * `en/404.html`: the English edition's 404. A static export has one not-found page, so this route writes the
 * English one, which the preview server (and a host told so, see docs/hosting.md) answers for unknown `/en/…` paths,
 * `/en/7.x/…` included.
 */
export const metadata = { ...notFoundMetadata('en'), robots: { index: false } };

export default function EnglishNotFound() {
  return <NotFoundView locale="en" />;
}

import type { Metadata } from 'next';
import { Link } from '@/components/link/Link';
import { DocShell } from '@/components/layout/DocShell';
import { RetryWithoutSlash } from '@/components/layout/TrailingSlashFix';
import { messages } from '@/lib/messages';
import { site } from '@/lib/site';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: { absolute: `${messages.pageNotFound} - ${site.name}` },
  description: messages.notFoundDescription,
  // No `robots` here: Next already marks the not-found page noindex, and a second tag would repeat it.
};

export default function NotFound() {
  return (
    <DocShell>
      <RetryWithoutSlash />
      <div className={styles.notFound}>
        <h1>{messages.pageNotFound}</h1>
        <p>{messages.notFoundDescription}</p>
        <Link href="/" replace>
          {messages.backToHome}
        </Link>
      </div>
    </DocShell>
  );
}

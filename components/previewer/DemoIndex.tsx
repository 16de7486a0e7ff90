import { Link } from '@/components/link/Link';
import { localizedPath, type LocaleId } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/messages';
import { demoPageRoutes, sidebarSectionsFor } from '@/lib/source';
import styles from './DemoIndex.module.css';

/** An edition's /demo index: every demo page with its one-line description, in sidebar groups. */
export function DemoIndex({ locale }: { locale: LocaleId }) {
  const messages = messagesFor(locale);
  const pages = new Map(demoPageRoutes(locale).map((r) => [r.path, r]));
  const section = sidebarSectionsFor(locale).find((s) => s.navPath === localizedPath('/demo', locale));
  const groups = (section?.groups ?? []).map((g) => ({ ...g, items: g.items.filter((i) => pages.has(i.link)) })).filter((g) => g.items.length > 0);
  return (
    <div>
      <p className={styles.count}>{messages.demoCount(pages.size)}</p>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2 className={styles.group}>{group.title}</h2>
          <ul className={styles.list}>
            {group.items.map((item) => {
              const fm = pages.get(item.link)?.meta.frontmatter;
              return (
                <li key={item.link}>
                  <Link href={item.link}>
                    <strong>{item.title}</strong>
                    {fm?.subtitle && <span className={styles.subtitle}>{fm.subtitle}</span>}
                  </Link>
                  <p>{fm?.description}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

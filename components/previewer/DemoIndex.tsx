import { Link } from '@/components/link/Link';
import { messages } from '@/lib/messages';
import { demoPageRoutes, sidebarSections } from '@/lib/source';
import styles from './DemoIndex.module.css';

/** The /demo index: every demo page with its one-line description, in sidebar groups. */
export function DemoIndex() {
  const pages = new Map(demoPageRoutes().map((r) => [r.path, r]));
  const section = sidebarSections.find((s) => s.navPath === '/demo');
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

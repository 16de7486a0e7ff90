import { Link } from '@/components/link/Link';
import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { sitePath } from '@/lib/lines/paths';
import { sectionCountText, type IndexedSection } from '@/lib/sections';
import { sectionPageRoutes, sidebarSectionsFor } from '@/lib/source';
import styles from './SectionIndex.module.css';

/**
 * The index of a section (`/demo`, `/troubleshooting`) of an edition on a line: every page below it with its
 * one-line description, in sidebar groups.
 */
export function SectionIndex({ locale, line, section: route }: { locale: LocaleId; line: LineId; section: IndexedSection }) {
  const pages = new Map(sectionPageRoutes(route, locale, line).map((r) => [r.path, r]));
  const section = sidebarSectionsFor(locale, line).find((s) => s.navPath === sitePath(route, line, locale));
  const groups = (section?.groups ?? []).map((g) => ({ ...g, items: g.items.filter((i) => pages.has(i.link)) })).filter((g) => g.items.length > 0);
  return (
    <div>
      <p className={styles.count}>{sectionCountText(route, locale, pages.size)}</p>
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

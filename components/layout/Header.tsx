import { GitHubIcon, LogoIcon } from '@/components/icons';
import { Link } from '@/components/link/Link';
import { SearchTrigger } from '@/components/search/SearchTrigger';
import { ColorSwitch } from '@/components/theme/ColorSwitch';
import { localizedPath, type LocaleId } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/messages';
import { navItemsFor } from '@/lib/source';
import { site } from '@/lib/site';
import { DrawerToggle } from './DrawerToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';
import styles from './Header.module.css';

export function Header({ locale }: { locale: LocaleId }) {
  const messages = messagesFor(locale);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <DrawerToggle />
        <Link href={localizedPath('/', locale)} className={styles.logo}>
          <LogoIcon />
          <span>{site.name}</span>
        </Link>
        <NavLinks items={navItemsFor(locale)} />
        <SearchTrigger />
        <div className={styles.actions}>
          <LanguageSwitch />
          <ColorSwitch />
          <a
            className={`icon-link ${styles.github}`}
            href={site.libraryRepository}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={messages.githubLabel}
            title={messages.github}
          >
            <GitHubIcon />
          </a>
        </div>
      </div>
    </header>
  );
}

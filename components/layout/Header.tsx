import { GitHubIcon, LogoIcon } from '@/components/icons';
import { Link } from '@/components/link/Link';
import { SearchTrigger } from '@/components/search/SearchTrigger';
import { ColorSwitch } from '@/components/theme/ColorSwitch';
import { messages } from '@/lib/messages';
import { navItems } from '@/lib/source';
import { site } from '@/lib/site';
import { NavLinks } from './NavLinks';
import styles from './Header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo}>
          <LogoIcon />
          <span>{site.name}</span>
        </Link>
        <NavLinks items={navItems} />
        <SearchTrigger />
        <div className={styles.actions}>
          <ColorSwitch />
          <a
            className="icon-link"
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

import { GitHubIcon, LogoIcon } from '@/components/icons';
import { Link } from '@/components/link/Link';
import { SearchTrigger } from '@/components/search/SearchTrigger';
import { ColorSwitch } from '@/components/theme/ColorSwitch';
import { messages } from '@/lib/messages';
import { registry } from '@/lib/registry/data';
import { site } from '@/lib/site';
import { NavLinks } from './NavLinks';

export function Header() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="site-logo">
          <LogoIcon className="logo-mark" />
          <span>{site.name}</span>
        </Link>
        <NavLinks items={registry.nav} />
        <SearchTrigger />
        <div className="site-header-actions">
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

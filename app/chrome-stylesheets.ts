/*
 * The stylesheets of the site chrome that the root 404 boundary renders (header, search, sidebar, the 404 page
 * itself). That boundary is part of every route, so Next would preload them on standalone demo pages too, where
 * nothing uses them and Chrome warns after a few seconds that the preloads went unused. Imported by the root
 * layout, after globals.css, they are ordinary stylesheets on every page instead.
 */
import '@/components/layout/DocShell.module.css';
import '@/components/layout/Header.module.css';
import '@/components/layout/NavLinks.module.css';
import '@/components/theme/ColorSwitch.module.css';
import '@/components/search/SearchBox.module.css';
import '@/components/search/SearchField.module.css';
import '@/components/search/SearchResults.module.css';
import '@/components/search/HintIcon.module.css';
import '@/components/search/SearchDialog.module.css';
import '@/components/layout/Sidebar.module.css';
import '@/components/layout/NotFound.module.css';
import '@/components/layout/LanguageSwitch.module.css';
import '@/components/layout/LanguageHint.module.css';

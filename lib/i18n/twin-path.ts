import { lineOfPath, routeOfPath, sitePath } from '../lines/paths';
import { isNotFoundPath, localizedPath, type LocaleId } from './locales';

/**
 * Another edition's address of the page at `pathname`, on the same line: the same path there; for a redirect
 * page (another spelling of a demo name, `/demo/scrollX`, `/7.x/demo/scrollX`), the page it sends to; for the 404
 * page, that edition's home.
 */
export function twinPath(pathname: string, locale: LocaleId): string {
  if (isNotFoundPath(pathname)) return localizedPath('/', locale);
  const route = routeOfPath(pathname).replace(
    /^(\/demo\/)(.+)$/,
    (_, prefix: string, name: string) => prefix + name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
  );
  return sitePath(route, lineOfPath(pathname), locale);
}

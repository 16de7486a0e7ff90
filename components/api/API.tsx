import { apiModules } from '@/.generated/api-modules';
import { apiView } from '@/lib/api/state';
import { site } from '@/lib/site';
import { ApiStatus } from './ApiStatus';
import { ApiTable } from './ApiTable';

/** `<API id="Table" />` in MDX: the generated props table, or SPEC §8's message when it cannot show one. */
export function API({ id }: { id: string }) {
  const view = apiView({ enabled: site.apiParser, id, knownIds: Object.keys(apiModules) });
  if (view.kind === 'message' && view.status !== 'resolving') return <ApiStatus status={view.status} text={view.text} />;
  return <ApiTable id={id} />;
}

/**
 * `npm run changelog:versions`: refreshes content/changelog-versions.json, the published versions the changelog
 * pages must list (held to them by __tests__/content/changelog.test.ts), from `npm view <package> time --json`.
 * New versions are added with the registry's date and named, so their entries can be written and their dates
 * checked against the tags; no version is dropped and no known date changed, since the registry reachable from
 * these machines is a partial mirror whose `time` is when it copied a version.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { refreshVersions, type ChangelogVersions } from '../lib/changelog/versions';

const file = path.join(process.cwd(), 'content', 'changelog-versions.json');
const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ChangelogVersions;

for (const [name, known] of Object.entries(data.packages)) {
  const time = JSON.parse(execFileSync('npm', ['view', name, 'time', '--json'], { encoding: 'utf8' })) as Record<string, string>;
  const { versions, added, unlisted } = refreshVersions(known, time);
  data.packages[name] = { ...known, versions };
  console.log(`${name}: ${versions.length} versions from ${known.from}`);
  for (const entry of added) console.log(`  added ${entry.version} (${entry.date} by the registry: check its tag, and write its changelog entries)`);
  if (unlisted.length > 0) console.log(`  kept, though the registry does not list them: ${unlisted.join(', ')}`);
}
fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

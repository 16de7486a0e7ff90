import fs from 'node:fs';
import path from 'node:path';
import { SINCE_FILE, SinceDataError, type SinceData } from './since';

/** Reads the committed history of the API rows under the site's root; a missing or broken file fails naming it. */
export function loadSinceData(root: string): SinceData {
  const file = path.join(root, SINCE_FILE);
  if (!fs.existsSync(file)) throw new SinceDataError(['the file is missing: run `npm run api:since`']);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SinceData;
  } catch (error) {
    throw new SinceDataError([`not valid JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

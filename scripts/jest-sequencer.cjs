/**
 * Jest's order of test files, with shards balanced by each file's time. `npm test` runs Jest as two shards
 * (`--shard=1/2` and `2/2`), each its own process on one core (scripts/test.mjs): the first from the start, beside the
 * build and the other checks, the second once those leave a core, with the sandbox check after the first. Each shard
 * takes its share of the suite's time (SHARES), so both cores empty together before the browser tests.
 *
 * A file's time is the one scripts/jest-times.json holds, which `npm run test:profile -- --save-jest-times` writes from
 * the last run's reports; a file it lacks (a new one) is priced by its size at the suite's seconds per byte. Committed,
 * not Jest's own cache: each shard is its own process, and the first to end rewrote the times the other then read, so
 * the two split the files differently (a trial ran 47 files twice and 47 not at all). By size alone, the split was
 * 244 s against 293 s of a 537 s suite: the slowest files are small ones that start a process or build an index.
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Each shard's share of the suite's time, by shard. The second starts about 180 s after the first (once Prettier, the
 * build, tsc and ESLint free a core) and the sandbox check, about 130 s, runs after the first: the first takes more.
 */
const SHARES = [0.55, 0.45];

const TIMES_FILE = path.join(__dirname, 'jest-times.json');

/** The committed seconds of each test file, by its path from the project's root; none if the file is missing. */
function readTimes() {
  try {
    return JSON.parse(fs.readFileSync(TIMES_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Deals the files out, the heaviest first, each to the shard furthest below its share of what has been dealt so far;
 * returns the indexes of the files that shard `index` (0-based) runs. Ties go by name, so both processes agree.
 */
function split(files, shares, index) {
  const order = [...files].sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
  const loads = shares.map(() => 0);
  const mine = [];
  for (const file of order) {
    const ratios = loads.map((load, shard) => (load + file.weight) / shares[shard]);
    const lightest = ratios.indexOf(Math.min(...ratios));
    loads[lightest] += file.weight;
    if (lightest === index) mine.push(file.name);
  }
  return mine;
}

/** Each file's weight: its committed seconds, or its size at the suite's seconds per byte. */
function weigh(files, times) {
  const known = files.filter((file) => times[file.name] !== undefined);
  const bytes = known.reduce((sum, file) => sum + file.size, 0);
  const seconds = known.reduce((sum, file) => sum + times[file.name], 0);
  const perByte = bytes > 0 && seconds > 0 ? seconds / bytes : 1;
  return files.map((file) => ({ name: file.name, weight: times[file.name] ?? file.size * perByte }));
}

class BalancedSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    if (shardCount !== SHARES.length) throw new Error(`jest-sequencer: SHARES has ${SHARES.length} shares, not the ${shardCount} shards asked for`);
    const files = tests.map((test) => ({
      name: path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/'),
      size: test.context.hasteFS.getSize(test.path) ?? 0,
    }));
    const mine = new Set(split(weigh(files, readTimes()), SHARES, shardIndex - 1));
    return tests.filter((_, index) => mine.has(files[index].name));
  }
}

module.exports = BalancedSequencer;
module.exports.split = split;
module.exports.weigh = weigh;
module.exports.SHARES = SHARES;

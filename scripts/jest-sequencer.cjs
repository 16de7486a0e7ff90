/**
 * Jest's order of test files, with shards balanced by size. `npm test` runs Jest as two shards (`--shard=1/2` and
 * `2/2`), each on one core, so the second fills the core the build and the other checks leave idle. Jest's own
 * shards split the files by a hash of their paths, which put 331 s of the suite in one shard and 166 s in the other;
 * these deal the files out largest first, each to the shard with the fewest bytes so far (243 s and 253 s). By size,
 * not by the last run's times: each shard is its own Jest process, and the first to end rewrites the times the other
 * would read, so the two would split the files differently (a trial ran 47 files twice and 47 not at all).
 */
const Sequencer = require('@jest/test-sequencer').default;

class BalancedSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const order = tests
      .map((test) => ({ test, size: test.context.hasteFS.getSize(test.path) ?? 0 }))
      .sort((a, b) => b.size - a.size || a.test.path.localeCompare(b.test.path));
    const loads = Array.from({ length: shardCount }, () => 0);
    return order
      .filter(({ size }) => {
        const lightest = loads.indexOf(Math.min(...loads));
        loads[lightest] += size;
        return lightest === shardIndex - 1;
      })
      .map(({ test }) => test);
  }
}

module.exports = BalancedSequencer;

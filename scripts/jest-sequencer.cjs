/**
 * Jest's order of test files, with shards balanced by time. `npm test` runs Jest as two shards (`--shard=1/2` and
 * `2/2`), each on one core, so the second fills the core the build and the other checks leave idle. Jest's own
 * shards split the files by a hash of their paths, which put 331 s of the suite in one shard and 166 s in the other.
 * These deal the files out longest first, each to the shard with the least so far: by each file's time in the last
 * run (Jest's cache) when every file has one, else (a fresh clone, or a new file) by size.
 */
const fs = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

class BalancedSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const times = tests.map((test) => this.time(test));
    const weights = times.every((time) => time !== undefined) ? times : tests.map((test) => fs.statSync(test.path).size);
    const order = tests.map((test, index) => ({ test, weight: weights[index] })).sort((a, b) => b.weight - a.weight || a.test.path.localeCompare(b.test.path));
    const loads = Array.from({ length: shardCount }, () => 0);
    return order
      .filter(({ weight }) => {
        const lightest = loads.indexOf(Math.min(...loads));
        loads[lightest] += weight;
        return lightest === shardIndex - 1;
      })
      .map(({ test }) => test);
  }
}

module.exports = BalancedSequencer;

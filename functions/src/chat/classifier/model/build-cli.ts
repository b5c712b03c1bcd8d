// `npm run chat:model`: builds the chat model when it is missing or out of date (`-- --force` always), then
// reports its size and how long the server takes to load it.
import { readFileSync } from 'node:fs';
import { ensureChatModel } from './build.ts';
import { classifierFromModel } from '../intent-model.ts';
import { decodeIntentModel } from '../model-file.ts';

const build = ensureChatModel({ force: process.argv.includes('--force') });
if (!build.isRebuilt) {
  process.stdout.write(`chat model ${build.version} is up to date (${build.file})\n`);
} else {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  classifierFromModel(decodeIntentModel(readFileSync(build.file, 'utf8')).model);
  const loadMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  process.stdout.write(
    [
      `chat model ${build.version} built: ${build.file}`,
      `  trained in ${(build.trainingMs / 1000).toFixed(1)} s; ${build.features} features, ${build.weights} weights`,
      `  ${(build.bytes / 1024).toFixed(0)} KB on disk, loads in ${loadMs.toFixed(0)} ms (${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of CPU)`,
      '',
    ].join('\n'),
  );
}

// `npm run dev`: the server on port 3000 and Vite's dev server (with hot reload) proxying to it.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The server loads the chat model built ahead of time: build it first if it is missing or out of date.
if (spawnSync('npm', ['run', 'chat:model', '-w', 'functions'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'functions/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);

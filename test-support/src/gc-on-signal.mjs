// Loaded into a server child process (with --expose-gc) by the tests and benchmarks that read its memory
// (collect-garbage.ts): SIGUSR2 runs a full garbage collection and says so on standard output. The server's own
// code knows nothing of it.
let collections = 0;
process.on('SIGUSR2', () => {
  // Twice: what the first collection's finalizers let go is freed by the second.
  globalThis.gc();
  setImmediate(() => {
    globalThis.gc();
    collections += 1;
    process.stdout.write(`garbage collected ${collections}\n`);
  });
});

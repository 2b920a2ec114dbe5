/**
 * Preloaded into the emulator's process by `npm run bench:stream-chat` (with --expose-gc): on
 * SIGUSR2 it collects garbage and prints one `memory {...}` line, so that memory is read without
 * the garbage of whatever ran before and the heap can be told apart from the resident size.
 */
process.on("SIGUSR2", () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  console.log(`memory ${JSON.stringify({ rss, heapUsed, external })}`);
});

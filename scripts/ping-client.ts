// The other user of the import bench (bench-import.ts): GET the url given as JSON on the command line
// every 10 ms, writing "started" once the first answer is in, until a line comes on stdin; then each
// request's time (ms) goes to stdout as one JSON line. Its own process, so that what the bench's process
// does meanwhile (making and sending a 5 MB request) is not counted as the server holding others up.
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const { url, headers } = JSON.parse(process.argv[2]) as { url: string; headers: Record<string, string> };
let running = true;
createInterface({ input: process.stdin }).once('line', () => { running = false; });
const waits: number[] = [];
while (running) {
  const sent = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  // The ping under way when the work ends waited for it too: it is counted.
  waits.push(performance.now() - sent);
  if (waits.length === 1) process.stdout.write('started\n');
  await sleep(10);
}
process.stdout.write(`${JSON.stringify(waits)}\n`);
process.exit(0);

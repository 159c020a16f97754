// Run before each file of the suites whose files share their worker's modules (vitest.config.ts): a
// file that ends with the clock still faked (a test failed before setting it back) must not hand it
// to the next.
import { afterAll, vi } from 'vitest';

afterAll(() => { vi.useRealTimers(); });

import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Node's arguments to run one of the shop's TypeScript scripts in a child process: tsx, and lib's server modules
 * allowed outside Next (./outside-next.mjs). */
export const RUN_TYPESCRIPT = ['--import', 'tsx', '--import', pathToFileURL(path.join(import.meta.dirname, 'outside-next.mjs')).href];

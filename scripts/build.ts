/**
 * `npm run build`: the production build, stamped with the sources it is of, so that `npm start` on this checkout (or
 * in the image compose.yaml builds) serves it rather than building again. `-- --if-needed` builds only when the
 * current build is not of these sources: `npm test` does that first, so that the HTTP fuzz's server has its build
 * before the suite runs (a build beside the suite's test files shares the cores with them, and was seen to crash).
 */
import { buildIfNeeded, buildProduction } from './shop-server';

await (process.argv.includes('--if-needed') ? buildIfNeeded() : buildProduction());

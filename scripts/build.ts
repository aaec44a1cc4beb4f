/**
 * `npm run build`: the production build, stamped with the sources it is of, so that `npm start` on this checkout (or
 * in the image compose.yaml builds) serves it rather than building again.
 */
import { buildProduction } from './shop-server';

await buildProduction();

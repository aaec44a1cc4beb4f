/**
 * Preloaded (`--import ./scripts/outside-next.mjs`) wherever the shop's TypeScript runs outside Next: the tsx
 * scripts and the processes they start. lib's server modules begin with `import 'server-only'`, whose default entry
 * throws (it is what a browser bundle gets); Next's server bundles get its empty `react-server` entry instead. Here
 * the import resolves to an empty module too. Not `--conditions=react-server`: that would also hand the in-process
 * Next server of scripts/web-server.ts React's server-components build, where react-dom/server throws.
 */
import { register } from 'node:module';

const hooks = `export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,', shortCircuit: true };
  return nextResolve(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);

// npm run lock:complete, after any dependency change.
// The registry our machines reach does not serve some platform-specific optional packages (for example
// @next/swc-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the
// lock file as out of sync. This adds each missing optional package with the platform its name declares;
// npm skips them on other platforms without downloading anything, and machines that can reach them install them.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCKFILE = new URL('../package-lock.json', import.meta.url);
const OSES = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32'];
const CPUS = ['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32', 'x64'];

/** The os, cpu and libc a platform package's name declares, e.g. oxide-linux-arm-gnueabihf. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!cpu || (!os && cpu !== 'wasm32')) throw new Error(`Cannot tell the platform of ${name}; add it by hand`);
  const libc = parts.some((part) => part.startsWith('musl')) ? 'musl' : parts.some((part) => part.startsWith('gnu')) ? 'glibc' : undefined;
  return { ...(os && { os: [os] }), cpu: [cpu], ...(libc && { libc: [libc] }) };
}

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platformOf(name) };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} platform packages:\n  ${added.join('\n  ')}` : 'Lock file complete.');

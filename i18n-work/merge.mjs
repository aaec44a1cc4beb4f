// TEMPORARY (removed before commit): merges i18n-work/<area>/<locale>.json into messages/<locale>.json.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
const root = new URL('.', import.meta.url).pathname;
for (const locale of ['en', 'si', 'ta']) {
  const merged = {};
  for (const area of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    const file = `${root}${area}/${locale}.json`;
    if (!existsSync(file)) continue;
    const part = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of Object.keys(part)) {
      if (key in merged) throw new Error(`namespace ${key} of ${area} is already taken`);
      merged[key] = part[key];
    }
  }
  writeFileSync(`${root}../messages/${locale}.json`, `${JSON.stringify(merged, null, 2)}\n`);
}
console.log('merged');

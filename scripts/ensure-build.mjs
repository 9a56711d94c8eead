// `npm start` serves the build; this builds first when there is no build yet or when a source
// file is newer than it, so `npm install && npm start` always serves the current site.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const output = 'build/server.js';
const sources = ['app', 'content', 'server', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const built = existsSync(output) && existsSync('build/client/404.html') ? statSync(output).mtimeMs : 0;
if (built === 0 || Math.max(...sources.map(newestChange)) > built) {
  console.log(built === 0 ? 'No build yet: building the site...' : 'Sources changed since the last build: rebuilding...');
  execSync('npm run build', { stdio: 'inherit' });
}

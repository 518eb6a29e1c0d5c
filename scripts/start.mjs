#!/usr/bin/env node
/**
 * `npm start`: builds what is out of date, then serves. The console (apps/console/dist) is built when a file it is
 * built from is newer than its last build, and the server bundle (apps/server/dist/main.js) likewise, so the first
 * start builds both (a minute or two on a small machine) and a second start serves in seconds. Then it runs the
 * server as apps/server's start script does (migrations, the demo on first start, the server).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

/** The newest modification time under these paths (files and folders, node_modules and dist left out). */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else max = Math.max(max, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return max;
}

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

const shared = [at('packages', 'shared'), at('packages', 'engine'), at('package-lock.json')];
const builds = [
  {
    name: 'console',
    output: at('apps', 'console', 'dist', 'index.html'),
    inputs: [at('apps', 'console'), ...shared],
    command: ['run', 'build', '-w', 'apps/console'],
  },
  {
    name: 'server',
    output: at('apps', 'server', 'dist', 'main.js'),
    inputs: [
      at('apps', 'server', 'src'),
      at('apps', 'server', 'scripts'),
      at('apps', 'server', 'package.json'),
      ...shared,
    ],
    command: ['run', 'build', '-w', 'apps/server'],
  },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const b of builds) {
  const built = mtime(b.output);
  if (built > 0 && newest(b.inputs) <= built) {
    console.log(`${b.name}: up to date (built ${new Date(built).toLocaleString()})`);
    continue;
  }
  console.log(built > 0 ? `${b.name}: sources changed, building` : `${b.name}: first build`);
  const r = spawnSync(npm, b.command, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// the server, as apps/server's own start script runs it, but as this process's child (not through npm and a shell,
// which would not pass a SIGTERM on): a stop asked of this process (Ctrl+C, SIGTERM from a service manager) reaches
// it, and this process ends with it
const [command, ...args] = JSON.parse(
  fs.readFileSync(at('apps', 'server', 'package.json'), 'utf8'),
).scripts.start.split(/\s+/);
if (command !== 'node') throw new Error(`apps/server's start script must run node, not ${command}`);
const server = spawn(process.execPath, args, { cwd: at('apps', 'server'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

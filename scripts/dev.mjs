// npm run dev: the API server with reload (tsx watch) and Vite with hot reload, side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    cwd: root,
  }),
  spawn(bin('vite'), [], { stdio: 'inherit', cwd: root }),
];
console.log('API on http://localhost:3000, site with hot reload on http://localhost:5173');
const stop = (signal) => {
  for (const child of children) child.kill(signal);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

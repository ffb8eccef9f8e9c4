#!/usr/bin/env node
// Minimal static file server on 127.0.0.1 for the visual tests of the static Storybook build.
// Vite's content-hashed bundles are cached for good, so a page that moves from story to story
// fetches and compiles Storybook's bundle once; everything else is revalidated (304) each time.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';

const [dir = 'storybook-static', port = '6007'] = process.argv.slice(2);
const root = resolve(dir);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const assets = join(root, 'assets') + sep;
/** Vite names its chunks `name-<8 url-safe base64 chars>.ext`. */
const isHashed = (file) => file.startsWith(assets) && /-[\w-]{8}\.[a-z0-9]+$/i.test(basename(file));

createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  let file = join(root, path);
  if (!file.startsWith(root)) return res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end();
  const { mtime, size } = statSync(file);
  const lastModified = new Date(Math.floor(mtime.getTime() / 1000) * 1000).toUTCString();
  const headers = {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Last-Modified': lastModified,
  };
  if (req.headers['if-modified-since'] === lastModified) return res.writeHead(304, headers).end();
  res.writeHead(200, { ...headers, 'Content-Length': size });
  createReadStream(file).pipe(res);
}).listen(Number(port), '127.0.0.1');

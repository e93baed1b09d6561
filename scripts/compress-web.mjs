// Precompresses the built web app once, so the server sends gzip/brotli without spending CPU per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = 'dist/web';
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

for (const file of files(ROOT)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = fs.readFileSync(file);
  if (content.length < 512) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

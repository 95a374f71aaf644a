// Writes .br and .gz siblings for every compressible file of the build, so the server
// can send precompressed bytes without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt|map)$/i;

let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size >= 512) {
      const data = readFileSync(file);
      writeFileSync(
        file + '.br',
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(file + '.gz', gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(dist);
console.log(`compressed ${count} files in ${dist} (brotli and gzip)`);

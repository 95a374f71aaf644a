/**
 * The boundaries of the code, checked by the lint (docs: DESIGN.md, layout):
 * - a feature (apps/web/src/features/<name>) never imports another feature: routes compose them;
 * - lib, components and config never import features or app;
 * - packages/domain imports nothing but its own files, zod and papaparse (the CSV reader of the
 *   imports from other apps); its tests may use test tools.
 * Relative imports are resolved against the importing file, `@/...` against apps/web/src;
 * `@mentora/<pkg>/...` names the packages.
 */
import path from 'node:path';

const norm = (p) => p.split(path.sep).join('/');

/** Where a file sits: { area: 'feature', name } | { area: 'base' } | { area: 'app' } | { area: 'domain' } | null. */
export function placeOf(file) {
  const f = norm(file);
  let m = /(?:^|\/)apps\/web\/src\/features\/([^/]+)\//.exec(f);
  if (m) return { area: 'feature', name: m[1] };
  if (/(?:^|\/)apps\/web\/src\/(lib|components|config)\//.test(f)) return { area: 'base' };
  if (/(?:^|\/)apps\/web\/src\/app\//.test(f)) return { area: 'app' };
  if (/(?:^|\/)packages\/domain\/src\//.test(f)) return { area: 'domain' };
  return null;
}

const DOMAIN_ALLOWED = new Set(['zod', 'zod/mini', 'papaparse']);

/** The file an import names: relative to the importer, or `@/...` under apps/web/src. */
export function resolveSource(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@/')) {
    const f = norm(file);
    const at = f.lastIndexOf('apps/web/');
    if (at === -1) return null;
    return `${f.slice(0, at)}apps/web/src/${source.slice(2)}`;
  }
  return null;
}

function problem(file, source) {
  const from = placeOf(file);
  if (!from) return null;
  const resolved = resolveSource(file, source);
  const relative = resolved !== null;
  const target = relative ? placeOf(resolved + '/') : null;
  if (from.area === 'domain') {
    if (/\.test\.tsx?$/.test(file)) return null;
    if (relative) {
      return target?.area === 'domain'
        ? null
        : `packages/domain imports only its own files, zod and papaparse, not "${source}"`;
    }
    return DOMAIN_ALLOWED.has(source)
      ? null
      : `packages/domain imports only its own files, zod and papaparse, not "${source}"`;
  }
  if (!target) return null;
  if (from.area === 'feature' && target.area === 'feature' && target.name !== from.name) {
    return `features/${from.name} must not import features/${target.name}: let a route in app/ compose them`;
  }
  if (from.area === 'base' && (target.area === 'feature' || target.area === 'app')) {
    return `lib, components and config must not import ${target.area === 'app' ? 'app' : `features/${target.name}`}`;
  }
  return null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features, shared code and the domain within their boundaries' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const message = problem(file, source);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { boundaries } };

// The route modules (src/app/routes/<name>.tsx) each path renders, as src/app/router.tsx maps
// them. Read by the build's prerendering and by the size benchmark.
export const ROUTE_MODULES = {
  '/': [],
  '/login': ['login'],
  '/chat': ['chat-shell', 'chat-chatbot'],
  '/chat/mood-tracker': ['chat-shell', 'chat-mood-tracker'],
  '/chat/self-care': ['chat-shell', 'chat-self-care'],
  '/chat/coping-skills': ['chat-shell', 'chat-coping-skills'],
  '/question-ans': ['question-ans'],
  '/sleeptool': ['sleeptool'],
  '/creative': ['creative'],
  '/profile': ['profile'],
  '/settings': ['settings'],
  '/privacy': ['privacy'],
  '/safety-plan': ['safety-plan'],
  '/report': ['report'],
};

/**
 * The build-manifest entries a module pulls in through static imports, itself first, each once,
 * in the order the browser meets them. Read by the prerendering (each page's CSS and code files)
 * and by the size benchmark.
 */
export function staticImports(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry, ...(entry.imports ?? []).flatMap((k) => staticImports(manifest, k, seen))];
}

// A page's own stylesheets, from the web build's manifest (decision 047): the server links them into
// the pages it writes, so its markup is drawn as the app draws it and nothing moves when the app
// replaces it. Without a manifest (an older build, the dev server) a page simply gets none.
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';

const ManifestSchema = z.record(z.string(), z.object({ css: z.optional(z.array(z.string())), imports: z.optional(z.array(z.string())) }));
type Manifest = z.infer<typeof ManifestSchema>;

function readManifest(webDist: string): Manifest {
  try {
    return ManifestSchema.parse(JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')));
  } catch {
    return {};
  }
}

/** The stylesheets (absolute paths) of the chunk built from `source` and of the chunks it imports, the entry's excepted (index.html links those). */
export function pageStylesheets(webDist: string): (source: string, ownOnly?: boolean) => string[] {
  const manifest = readManifest(webDist);
  // `ownOnly`: the chunk's own stylesheets alone, for a page that writes only the part they style
  // (the home page's hero): the app's chunk loads the others before it draws the rest.
  return (source, ownOnly = false) => {
    const seen = new Set<string>();
    const css: string[] = [];
    const walk = (key: string) => {
      if (seen.has(key) || key === 'index.html') return;
      seen.add(key);
      const chunk = manifest[key];
      for (const file of chunk?.css ?? []) if (!css.includes(`/${file}`)) css.push(`/${file}`);
      if (!ownOnly) for (const next of chunk?.imports ?? []) walk(next);
    };
    walk(source);
    return css;
  };
}

// Reads the meta of the deepest matched route (set by the route table as `handle.meta`).
import { useMatches } from 'react-router';
import type { RouteMeta } from '../routes/meta.ts';

function metaOf(handle: unknown): RouteMeta | undefined {
  if (typeof handle !== 'object' || handle === null || !('meta' in handle)) return undefined;
  return (handle as { meta: RouteMeta }).meta;
}

export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const meta = metaOf(matches[i]?.handle);
    if (meta) return meta;
  }
  return undefined;
}

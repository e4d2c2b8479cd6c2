// The one way islands load code later. Two kinds of lazy code, one helper each:
// - Islands that sections render are server-rendered and hydrate from a chunk of their own:
//   components/islands/index.tsx lists them with next/dynamic (its literal `import()` is what lets
//   Next preload the chunk, so they stay there).
// - Code an island needs only once the visitor acts (a lightbox, Swiper, the form rules) comes
//   through `onDemand` / `onDemandComponent` below: fetched once, on intent (hover, focus, the
//   carousel nearing the viewport), so it is there by the click, and never on pages nobody uses.
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

/** A loader that fetches `importer`'s chunk once; a failed fetch (offline) is tried again next time. */
export function onDemand<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * A component an island renders only after the visitor acts: client-only, from its own chunk.
 * `preload()` fetches it on intent.
 */
export function onDemandComponent<P extends object>(importer: () => Promise<ComponentType<P>>) {
  const preload = onDemand(importer);
  return Object.assign(dynamic(preload, { ssr: false }), { preload });
}

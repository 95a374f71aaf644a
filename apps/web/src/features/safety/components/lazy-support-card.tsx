import { useEffect } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { useLoaded } from '@/lib/use-loaded';
import type * as SupportCardModule from './support-card';

/**
 * The support card's code (with the helplines) is fetched only when a card is to be shown, so
 * it stays out of the pages' first load; it shares its files with the 'Need urgent help?'
 * dialog, which every page fetches just after it has rendered.
 */
const supportCard = lazyModule<typeof SupportCardModule>(() => import('./support-card'));

/** The support card (support-card.tsx), shown once its code has arrived. */
export function LazySupportCard(props: SupportCardModule.SupportCardProps) {
  const loaded = useLoaded(supportCard.subscribe, supportCard.get);
  useEffect(() => {
    if (loaded) return;
    supportCard
      .load()
      .catch((err: unknown) => console.error('Could not load the support card', err));
  }, [loaded]);
  if (!loaded) return null;
  const { SupportCard } = loaded;
  return <SupportCard {...props} />;
}

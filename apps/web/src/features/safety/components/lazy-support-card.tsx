import { lazyModule } from '@/lib/lazy-module';
import { EmergencyLine, useFetchedAtOnce } from './fetched-at-once';
import type * as SupportCardModule from './support-card';

/**
 * The support card's code (with the helplines) is fetched only when a card is to be shown, so
 * it stays out of the pages' first load; it shares its files with the 'Need urgent help?'
 * dialog, which every page fetches just after it has rendered.
 */
const supportCard = lazyModule<typeof SupportCardModule>(() => import('./support-card'));

/**
 * The support card (support-card.tsx), shown once its code has arrived. If it cannot be fetched
 * (offline before it was ever kept), the usual emergency numbers stand in until it can.
 */
export function LazySupportCard(props: SupportCardModule.SupportCardProps) {
  const { loaded, failed } = useFetchedAtOnce(supportCard);
  if (loaded) return <loaded.SupportCard {...props} />;
  return failed ? <EmergencyLine /> : null;
}

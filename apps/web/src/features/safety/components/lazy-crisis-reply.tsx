import type { CrisisKind } from '@mentora/domain/topics';
import { lazyModule } from '@/lib/lazy-module';
import type * as CrisisReplyModule from './crisis-reply';
import { EmergencyLine, useFetchedAtOnce } from './fetched-at-once';

/*
 * The helplines under the chat's crisis replies (crisis-reply.tsx, with the list of lines) are
 * fetched just after the chat's first render, not with it (docs/decisions/0048): the chat page
 * loads faster, and they are there long before anyone could type a message.
 */
const crisisReply = lazyModule<typeof CrisisReplyModule>(() => import('./crisis-reply'));

/** Fetches the helplines of the crisis replies (at once; a failed fetch is tried again). */
export const loadCrisisReply = crisisReply.load;

/**
 * Under a crisis reply, its helplines (`emergency`: the emergency number, large), as soon as
 * their code has arrived. If it cannot be fetched (offline on a first visit), a line with the
 * usual emergency numbers stands in, and it is fetched again when the network is back.
 */
export function LazyCrisisReply({
  kind,
  emergency,
}: {
  kind: CrisisKind | null;
  emergency: boolean;
}) {
  const { loaded, failed } = useFetchedAtOnce(crisisReply);
  if (loaded) return emergency ? <loaded.EmergencyCall /> : <loaded.CrisisReply kind={kind} />;
  return failed ? <EmergencyLine /> : null;
}

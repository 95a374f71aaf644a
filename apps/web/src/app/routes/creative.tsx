import { DoneForNow } from '@/components/tool-rating/done-for-now';
import { CreativePrompts } from '@/features/creative/components/creative-prompts';
import { LazySupportCard } from '@/features/safety/components/lazy-support-card';
import { SelfCareToolPage } from '../self-care-tool-page';
import { useHelpOffer } from '@/lib/safety/use-help-offer';

export default function CreativeRoute() {
  // A written response that reads as a crisis is saved as always, then help is offered below it.
  // How distressed the person feels is asked below both (so neither moves when it appears).
  const help = useHelpOffer('creative');
  return (
    <SelfCareToolPage title="Creative Prompts" card="creative-card">
      <CreativePrompts onWrittenSaved={help.check} />
      {help.offered ? (
        <LazySupportCard reason={help.offered} onDismiss={help.dismiss} afterSave />
      ) : null}
      <DoneForNow tool="creative" />
    </SelfCareToolPage>
  );
}

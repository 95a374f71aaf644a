import { CreativePrompts } from '@/features/creative/components/creative-prompts';
import { LazySupportCard } from '@/features/safety/components/lazy-support-card';
import { SelfCareToolPage } from '../self-care-tool-page';
import { useHelpOffer } from '@/lib/safety/use-help-offer';

export default function CreativeRoute() {
  // A written response that reads as a crisis is saved as always, then help is offered below it.
  const help = useHelpOffer();
  return (
    <SelfCareToolPage title="Creative Prompts" card="creative-card">
      <CreativePrompts onWrittenSaved={help.check} />
      {help.offered ? (
        <LazySupportCard reason="written" onDismiss={help.dismiss} afterSave />
      ) : null}
    </SelfCareToolPage>
  );
}

import { pickPrompt, type CreativePrompt } from '@mentora/domain/creative';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { DrawingCanvas } from './drawing-canvas';
import { WrittenResponse } from './written-response';
import '../creative.css';

/**
 * 'Generate Prompt' picks one of our 8 prompts (never the same twice in a row) and shows a
 * canvas for the drawing prompts, a textarea for the rest. The canvas and the text stay as
 * they are when a new prompt is picked, so nothing is lost.
 */
export function CreativePrompts({
  random = Math.random,
  onWrittenSaved,
}: {
  random?: () => number;
  /** Told the words of a written response once they are saved (see WrittenResponse). */
  onWrittenSaved?(text: string): void;
}) {
  const [prompt, setPrompt] = useState<CreativePrompt | null>(null);
  const [usedCanvas, setUsedCanvas] = useState(false);
  const [usedText, setUsedText] = useState(false);

  const generate = () => {
    const next = pickPrompt(prompt?.id ?? null, random);
    setPrompt(next);
    if (next.kind === 'draw') setUsedCanvas(true);
    else setUsedText(true);
  };

  return (
    <div className="creative">
      <p className="muted">
        Take a prompt, and let it lead you wherever it goes. There is no right way to do this.
      </p>
      <button type="button" className="btn" onClick={generate}>
        <Sparkles size={18} aria-hidden="true" />
        Generate Prompt
      </button>
      <div className="creative-prompt-box" aria-live="polite">
        {prompt ? (
          <div className="creative-prompt">
            <p className="creative-prompt-kind">
              {prompt.kind === 'draw' ? 'Drawing prompt' : 'Writing prompt'}
            </p>
            <p className="creative-prompt-text">{prompt.text}</p>
          </div>
        ) : null}
      </div>
      {usedCanvas ? (
        <div hidden={prompt?.kind !== 'draw'}>
          <DrawingCanvas />
        </div>
      ) : null}
      {usedText && prompt ? (
        <div hidden={prompt.kind !== 'write'}>
          <WrittenResponse prompt={prompt} onSaved={onWrittenSaved} />
        </div>
      ) : null}
    </div>
  );
}

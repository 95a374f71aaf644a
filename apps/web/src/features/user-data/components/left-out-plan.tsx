import { addToSafetyPlan, safetyPlanLines } from '@mentora/domain/export';
import type { SafetyPlan } from '@mentora/domain/safety-plan';
import { useEffect, useRef, useState } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { writeKey, type WriteResult } from '@/lib/storage/storage';
import { readUserData } from '../lib/user-data';
import '../left-out-plan.css';

/**
 * After an import, the items of the file's safety plan it left out (the plan here was changed
 * after the file's; decision 0055): listed under their steps, with a button that adds them to
 * the plan as it is now. Fetched with the import's code, only when there are such items.
 */
export function LeftOutPlan({
  items,
  saveFailure,
}: {
  items: SafetyPlan;
  saveFailure: (result: WriteResult) => string;
}) {
  const [done, setDone] = useState<{ ok: boolean; message: string } | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  // The button that added the lines back is gone: focus goes to what it did.
  useEffect(() => {
    if (done?.ok) note.current?.focus();
  }, [done]);
  const groups = safetyPlanLines(items);

  const addBack = () => {
    const saved = writeKey('safetyPlan', addToSafetyPlan(readUserData().safetyPlan, items));
    const n = groups.reduce((sum, g) => sum + g.lines.length, 0);
    setDone(
      saved.ok
        ? {
            ok: true,
            message: `Added ${n} ${n === 1 ? 'line' : 'lines'} back to your safety plan.`,
          }
        : { ok: false, message: saveFailure(saved) },
    );
  };

  if (done?.ok) {
    return (
      <p ref={note} tabIndex={-1} className="data-status">
        {done.message}
      </p>
    );
  }
  return (
    <>
      <div className="data-left-out">
        <h4>Left out of your safety plan</h4>
        {groups.map((g) => (
          <div key={g.title}>
            <h5>{g.title}</h5>
            <ul>
              {g.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
        <button type="button" className="btn btn-secondary" onClick={addBack}>
          Add these back to my safety plan
        </button>
      </div>
      <ErrorBox message={done ? done.message : null} />
    </>
  );
}

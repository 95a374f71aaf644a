import {
  EMPTY_SLEEP_TOOL,
  SLEEP_NOTES_MAX,
  sleepResult,
  SleepToolSchema,
  type SleepResult,
  type SleepToolData,
} from '@mentora/domain/sleep';
import { AlarmClock, MoonStar } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { fieldLimit } from '@/components/ui/char-count';
import { ErrorBox } from '@/components/ui/error-box';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { readKey, writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import '../sleep.css';

const TIPS = [
  'Go to bed and get up at about the same time each day, weekends included.',
  'Dim the lights and put screens away for the last half hour before bed.',
  'Keep your bedroom cool, dark and quiet, and save your bed for sleep.',
  'Have caffeine earlier in the day, and keep evening meals light.',
  'Try a slow wind-down: a warm shower, gentle stretches or a few pages of a book.',
  'If you cannot sleep after about 20 minutes, get up and do something calm until you feel sleepy.',
  'Jot down worries or tomorrow’s to-dos in your notes so your mind can let them go.',
];

const readSleepTool = () => readKey('sleepTool', SleepToolSchema, EMPTY_SLEEP_TOOL);

/**
 * The Sleep Well card: tips, a sleep timer (how long from bedtime to waking) and notes.
 * The times and notes are kept on this device as they are entered.
 */
export function SleepWell() {
  const [data, setData] = useState<SleepToolData>(readSleepTool);
  // Times or notes saved elsewhere meanwhile (a sync brings another device's, another tab
  // saves) are shown here, so the next keystroke does not save the older ones over them; not
  // while notes over their limit are on screen unsaved.
  const [stored] = useStored('sleepTool', readSleepTool);
  const allSaved = useRef(true);
  useEffect(() => {
    if (allSaved.current) setData(stored);
  }, [stored]);
  const [result, setResult] = useState<SleepResult | null>(null);
  // Calculations done: the result is put in the status afresh for each, so pressing Calculate
  // again with the same result (or the same missing time) is heard again.
  const [presses, setPresses] = useState(0);
  const [saveError, setSaveError] = useState('');
  const id = useId();

  const update = (patch: Partial<SleepToolData>) => {
    const next = { ...data, ...patch };
    setData(next);
    // Notes over their limit stay on screen but are not saved: the last saved notes are kept.
    const notesFit = next.notes.trim().length <= SLEEP_NOTES_MAX;
    const r = writeKey('sleepTool', notesFit ? next : { ...next, notes: readSleepTool().notes });
    allSaved.current = notesFit && r.ok;
    setSaveError(r.ok ? '' : writeFailureMessage(r));
  };

  const saveProblem = <ErrorBox message={saveError} />;
  const notesLimit = fieldLimit(
    `${id}-notes`,
    data.notes,
    SLEEP_NOTES_MAX,
    'note',
    `${id}-notes-hint`,
  );

  return (
    <Tabs defaultValue="tips" className="sleep-tabs">
      <TabsList className="tabs-list" aria-label="Sleep tools">
        <TabsTrigger className="tabs-trigger" value="tips">
          Tips
        </TabsTrigger>
        <TabsTrigger className="tabs-trigger" value="timer">
          Timer
        </TabsTrigger>
        <TabsTrigger className="tabs-trigger" value="notes">
          Notes
        </TabsTrigger>
      </TabsList>

      <TabsContent value="tips" className="sleep-panel">
        <h2>Tips for a restful night</h2>
        <ul className="sleep-tips">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </TabsContent>

      <TabsContent value="timer" className="sleep-panel">
        <h2>Sleep timer</h2>
        <p className="muted">
          Enter when you plan to fall asleep and when you will wake up. Eight hours or more is a
          good goal for most adults.
        </p>
        <form
          className="sleep-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setResult(sleepResult(data.sleepTime, data.wakeTime));
            setPresses((n) => n + 1);
          }}
        >
          <div className="sleep-times">
            <div className="field">
              <label htmlFor={`${id}-sleep`}>Sleep time</label>
              <input
                id={`${id}-sleep`}
                className="input"
                type="time"
                value={data.sleepTime}
                onChange={(e) => {
                  setResult(null);
                  update({ sleepTime: e.target.value });
                }}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-wake`}>Wake time</label>
              <input
                id={`${id}-wake`}
                className="input"
                type="time"
                value={data.wakeTime}
                onChange={(e) => {
                  setResult(null);
                  update({ wakeTime: e.target.value });
                }}
              />
            </div>
          </div>
          <button type="submit" className="btn">
            Calculate
          </button>
        </form>
        <div className="sleep-result" role="status">
          {result === null ? null : result.ok ? (
            <div
              key={presses}
              className={`sleep-verdict ${result.good ? 'sleep-good' : 'sleep-short'}`}
            >
              <p className="sleep-hours">
                {result.good ? (
                  <MoonStar size={22} aria-hidden="true" className="sleep-icon" />
                ) : (
                  <AlarmClock size={22} aria-hidden="true" className="sleep-icon" />
                )}
                <strong>{result.hours}</strong> hours of sleep
              </p>
              <p className="sleep-message">{result.message}</p>
            </div>
          ) : (
            <p key={presses} className="field-error">
              {result.error}
            </p>
          )}
        </div>
        {saveProblem}
      </TabsContent>

      <TabsContent value="notes" className="sleep-panel">
        <h2>Sleep notes</h2>
        <div className="field">
          <label htmlFor={`${id}-notes`}>Your notes</label>
          <textarea
            id={`${id}-notes`}
            className="textarea"
            value={data.notes}
            {...notesLimit.fieldProps}
            onChange={(e) => update({ notes: e.target.value })}
          />
          <p className="muted sleep-hint" id={`${id}-notes-hint`}>
            How did you sleep? What helped? Your notes are saved as you type.
          </p>
          {notesLimit.note}
        </div>
        {saveProblem}
      </TabsContent>
    </Tabs>
  );
}

import { systemClock, type Clock } from '@mentora/domain/dates';
import type { DayMoodSource } from '@mentora/domain/day-mood';
import {
  PERIOD_CHOICES,
  PERIOD_CHOICE_LABELS,
  buildReport,
  checkPeriod,
  formatDate,
  presetPeriod,
  type Counted,
  type Period,
  type PeriodChoice,
  type Report,
  type ReportDay,
  type ReportJournalEntry,
} from '@mentora/domain/report';
import { isSafetyPlanEmpty, type SafetyPlan } from '@mentora/domain/safety-plan';
import { Printer } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBox } from '@/components/ui/error-box';
import { paths } from '@/config/paths';
import { useToday } from '../hooks/use-today';
import { useBuiltInSkills, useDeviceData } from '../lib/device-data';
import { MoodChart } from './mood-chart';
import '../report.css';

export interface ProfessionalSummaryProps {
  /** The safety plan as the app shows it (the route brings it from its own feature). */
  renderSafetyPlan(plan: SafetyPlan): ReactNode;
  clock?: Clock;
}

/** The two ends of a period of one's own choosing, and their labels. */
const DATE_FIELDS: ReadonlyArray<readonly [keyof Period, string]> = [
  ['from', 'First day'],
  ['to', 'Last day'],
];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Each day's source, as the table says it. */
function sourceText(day: ReportDay): string {
  const by: Record<DayMoodSource, string> = {
    'check-ins': plural(day.checkIns, 'check-in'),
    slider: 'Mood slider',
    quiz: 'Mood quiz',
  };
  return by[day.source];
}

/**
 * ', ' and the time an entry was written: as stored, as the person saw it (without the seconds),
 * or, when its stored date can't be read, the time of its id in this device's time zone; '' when
 * its time is not known (stored as '').
 */
function entryTime(entry: ReportJournalEntry['entry'], asWritten: boolean): string {
  if (entry.time === '') return '';
  return `, ${
    asWritten
      ? entry.time.replace(/(\d+[:.]\d+)[:.]\d+/, '$1')
      : new Date(entry.id).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
  }`;
}

/**
 * 'Summary for a professional': the person chooses a period and what to add, reads the summary,
 * and prints it or saves it as a PDF. It is made here from the data on this device; nothing is
 * sent anywhere.
 */
export function ProfessionalSummary({
  renderSafetyPlan,
  clock = systemClock,
}: ProfessionalSummaryProps) {
  const data = useDeviceData();
  const builtInSkills = useBuiltInSkills(data.toolUses);
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const [period, setPeriod] = useState<Period>(() => presetPeriod('30', clock));
  const [typed, setTyped] = useState<Period>(period);
  const [withPlan, setWithPlan] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const ids = useId();
  // A page left open past midnight moves a preset period ('Last 30 days') on to the new day.
  const today = useToday(clock);
  const [periodDay, setPeriodDay] = useState(today);
  if (periodDay !== today) {
    setPeriodDay(today);
    if (choice !== 'custom') setPeriod(presetPeriod(choice, clock));
  }

  const report = useMemo(
    () =>
      buildReport(
        {
          moodHistory: data.moodHistory,
          moodLevels: data.moodLevels,
          checkIns: data.checkIns,
          toolUses: data.toolUses,
          journalHistory: data.journalHistory,
          activities: data.activities,
          copingSkillsCustom: data.copingSkillsCustom,
          builtInSkills,
        },
        period,
        clock,
      ),
    [data, builtInSkills, period, clock],
  );
  const check = choice === 'custom' ? checkPeriod(typed.from, typed.to, clock) : null;
  const error = check && !check.ok ? check : null;
  const plan = data.safetyPlan;
  const hasPlan = plan !== null && !isSafetyPlanEmpty(plan);
  const entries = report.journal.filter((j) => chosen.has(j.entry.id));

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    if (next === 'custom') setTyped(period);
    else setPeriod(presetPeriod(next, clock));
  };
  const type = (field: keyof Period, value: string) => {
    const next = { ...typed, [field]: value };
    setTyped(next);
    const checked = checkPeriod(next.from, next.to, clock);
    if (checked.ok) setPeriod(checked.period);
  };
  const toggleEntry = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return (
    <div className="report">
      <section className="report-options no-print" aria-labelledby={`${ids}-options`}>
        <h2 id={`${ids}-options`} className="visually-hidden">
          What goes in the summary
        </h2>
        <p>
          A summary of what you have recorded, to take to your doctor, therapist or counsellor. It
          is put together here on your device from what is stored in this browser, and nothing is
          sent anywhere. Choose a period and anything you would like to add, then print it or save
          it as a PDF.
        </p>
        <fieldset className="report-fieldset">
          <legend>Period</legend>
          <div className="report-choices">
            {PERIOD_CHOICES.map((c) => (
              <label key={c} className="report-choice">
                <input
                  type="radio"
                  name={`${ids}-period`}
                  value={c}
                  checked={choice === c}
                  onChange={() => choose(c)}
                />
                <span>{PERIOD_CHOICE_LABELS[c]}</span>
              </label>
            ))}
          </div>
          {choice === 'custom' ? (
            <div className="report-dates">
              {DATE_FIELDS.map(([field, label]) => (
                <label key={field}>
                  <span>{label}</span>
                  <input
                    className="input"
                    type="date"
                    value={typed[field]}
                    max={today}
                    aria-invalid={error?.field === field ? true : undefined}
                    aria-describedby={error?.field === field ? `${ids}-date-error` : undefined}
                    onChange={(e) => type(field, e.currentTarget.value)}
                  />
                </label>
              ))}
              <ErrorBox
                id={`${ids}-date-error`}
                message={
                  error ? `${error.error} The summary below still shows ${report.label}.` : null
                }
              />
            </div>
          ) : null}
        </fieldset>

        <fieldset className="report-fieldset">
          <legend>Add if you wish</legend>
          <p className="muted">
            Only what you tick here is added. Your safety plan and your journal stay private
            otherwise.
          </p>
          {hasPlan ? (
            <label className="report-check">
              <input
                type="checkbox"
                checked={withPlan}
                onChange={(e) => setWithPlan(e.currentTarget.checked)}
              />
              <span>My safety plan</span>
            </label>
          ) : (
            <p className="muted">
              You have not written a safety plan yet.{' '}
              <Link to={paths.safetyPlan}>Write your safety plan</Link>
            </p>
          )}
          <JournalChoice journal={report.journal} chosen={chosen} onToggle={toggleEntry} />
        </fieldset>

        <div className="report-actions">
          <button type="button" className="btn" onClick={() => window.print()}>
            <Printer aria-hidden="true" size={18} />
            Print or save as PDF
          </button>
          <p className="muted">
            In the print window, choose &lsquo;Save as PDF&rsquo; as the printer to keep a file.
          </p>
        </div>
      </section>

      <Summary
        report={report}
        today={today}
        plan={withPlan && hasPlan ? renderSafetyPlan(plan) : null}
        entries={entries}
      />
    </div>
  );
}

function JournalChoice({
  journal,
  chosen,
  onToggle,
}: {
  journal: readonly ReportJournalEntry[];
  chosen: ReadonlySet<number>;
  onToggle(id: number, on: boolean): void;
}) {
  const ids = useId();
  if (journal.length === 0) {
    return <p className="muted">You wrote no journal entries in this period.</p>;
  }
  return (
    <fieldset className="report-fieldset report-journal-choice">
      <legend>Journal entries from this period</legend>
      <ul>
        {journal.map(({ entry, date, asWritten }) => (
          <li key={entry.id}>
            <label className="report-check">
              <input
                type="checkbox"
                checked={chosen.has(entry.id)}
                aria-describedby={`${ids}-${entry.id}`}
                onChange={(e) => onToggle(entry.id, e.currentTarget.checked)}
              />
              <span>
                {formatDate(date)}
                {entryTime(entry, asWritten)}
              </span>
            </label>
            <p id={`${ids}-${entry.id}`} className="muted report-snippet">
              {entry.content.length > 120 ? `${entry.content.slice(0, 120)}…` : entry.content}
            </p>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Counts({ title, items, none }: { title: string; items: Counted[]; none: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="report-counts">
      <h3 id={id}>{title}</h3>
      {items.length === 0 ? (
        <p className="muted">{none}</p>
      ) : (
        <ol>
          {items.map((i) => (
            <li key={i.name}>
              {i.name}: {plural(i.count, 'check-in')}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The summary itself: what is printed, with the period and the date on every page. */
function Summary({
  report,
  today,
  plan,
  entries,
}: {
  report: Report;
  today: string;
  plan: ReactNode;
  entries: readonly ReportJournalEntry[];
}) {
  const ids = useId();
  const helps = report.whatHelps;
  return (
    // A table only for its header row, which the browser repeats at the top of every printed page.
    <table className="report-frame" role="presentation">
      <thead>
        <tr>
          <td>
            <p className="report-running">
              {/* The date's own leading space: a screen reader, which skips the hidden dot,
                  reads '2026 Made', not '2026Made'. (On screen and paper the spaces collapse.) */}
              <span>Period: {report.label}</span>
              <span aria-hidden="true"> · </span>
              <span> Made on {formatDate(today)}</span>
            </p>
          </td>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            {report.empty ? (
              <p className="report-empty" role="status">
                Nothing was recorded in this period, and that is fine. The summary fills in as you
                use the mood slider, check-ins, the tools and your journal; you can also choose a
                longer period above.
              </p>
            ) : null}

            <section aria-labelledby={`${ids}-mood`} className="report-section">
              <h2 id={`${ids}-mood`}>Mood over time</h2>
              {report.moods.length === 0 ? (
                <p className="muted">No mood was recorded in this period.</p>
              ) : (
                <>
                  <p>
                    {report.average !== null
                      ? `Average mood ${report.average} of 10, over ${plural(report.levelDays, 'day')} with a level (from check-ins or the mood slider). `
                      : ''}
                    Days by mood: Good {report.categories.Good}, Neutral {report.categories.Neutral}
                    , Bad {report.categories.Bad}, out of {plural(report.days, 'day')} in the
                    period.
                  </p>
                  <figure className="report-figure">
                    <MoodChart period={report.period} days={report.moods} name={report.chartName} />
                    <figcaption className="muted">
                      Mood from 1 (lowest) to 10 (highest), one dot a day; a hollow dot is a day
                      with only a mood quiz result (Good, Neutral or Bad), drawn at 8, 5 or 3.
                    </figcaption>
                  </figure>
                  {report.months.length > 1 ? (
                    <table className="report-table report-months">
                      <caption>Average mood by month</caption>
                      <thead>
                        <tr>
                          <th scope="col">Month</th>
                          <th scope="col">Average (1–10)</th>
                          <th scope="col">Days with a level</th>
                        </tr>
                      </thead>
                      <tbody>
                        {report.months.map((m) => (
                          <tr key={m.month}>
                            <th scope="row">{m.label}</th>
                            <td>{m.average}</td>
                            <td>{m.days}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : null}
                  <table className="report-table report-days">
                    <caption>Mood by day</caption>
                    <thead>
                      <tr>
                        <th scope="col">Date</th>
                        <th scope="col">Mood (1–10)</th>
                        <th scope="col">Good, Neutral or Bad</th>
                        <th scope="col">Recorded with</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.moods.map((d) => (
                        <tr key={d.date}>
                          <th scope="row">{formatDate(d.date)}</th>
                          <td>{d.levelText ?? '–'}</td>
                          <td>{d.category}</td>
                          <td>{sourceText(d)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </section>

            <section aria-labelledby={`${ids}-checkins`} className="report-section">
              <h2 id={`${ids}-checkins`}>Check-ins</h2>
              <p>
                {report.checkIns.total === 0
                  ? 'No check-ins in this period.'
                  : `${plural(report.checkIns.total, 'check-in')} on ${plural(report.checkIns.days, 'day')}, ${report.checkIns.withNote} with a note.`}
              </p>
              <div className="report-columns">
                <Counts
                  title="Emotions chosen most"
                  items={report.topEmotions}
                  none="No emotions were chosen in this period."
                />
                <Counts
                  title="Activities chosen most"
                  items={report.topActivities}
                  none="No activities were chosen in this period."
                />
              </div>
            </section>

            <section aria-labelledby={`${ids}-helps`} className="report-section">
              <h2 id={`${ids}-helps`}>What helps you</h2>
              {helps.tools.length === 0 && helps.activities.length === 0 ? (
                <p className="muted">
                  Not enough yet in this period: a tool shows here after 3 uses rated before and
                  after, and an activity once there are 5 days with it and 5 without.
                </p>
              ) : (
                <>
                  {helps.tools.length > 0 ? (
                    <>
                      <h3>Tools, by the change in distress (0 to 10) from before to after</h3>
                      <ul>
                        {helps.tools.map((t) => (
                          <li key={t.tool}>{t.text}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  {helps.activities.length > 0 ? (
                    <>
                      <h3>Activities, by the mood on days with and without them</h3>
                      <ul>
                        {helps.activities.map((a) => (
                          <li key={a.activity}>{a.text}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </>
              )}
              <p className="report-caveat">{helps.caveat}</p>
            </section>

            {plan ? (
              <section aria-labelledby={`${ids}-plan`} className="report-section report-plan">
                <h2 id={`${ids}-plan`}>Safety plan</h2>
                {plan}
              </section>
            ) : null}

            {entries.length > 0 ? (
              <section aria-labelledby={`${ids}-journal`} className="report-section">
                <h2 id={`${ids}-journal`}>Journal entries</h2>
                {entries.map(({ entry, date, asWritten }) => (
                  <article
                    key={entry.id}
                    className="report-entry"
                    aria-labelledby={`${ids}-e${entry.id}`}
                  >
                    <h3 id={`${ids}-e${entry.id}`}>
                      {formatDate(date)}
                      {entryTime(entry, asWritten)}
                    </h3>
                    <p>{entry.content}</p>
                  </article>
                ))}
              </section>
            ) : null}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

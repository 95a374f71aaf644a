import { fromIsoDate, todayIso } from '@mentora/domain/dates';
import {
  TIMEFRAMES,
  computeInsights,
  insightsHistory,
  type ChartBar,
  type Timeframe,
} from '@mentora/domain/insights';
import type { MoodLabel, MoodLevels } from '@mentora/domain/mood';
import { currentStreak } from '@mentora/domain/streak';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useStored } from '@/lib/storage/use-stored';
import { readMoodRecords } from '../lib/check-in-storage';
import { readCheckInDates, readMoodHistory, readMoodLevels } from '../lib/mood-storage';
import { WhatHelps } from './what-helps';
import { YearPixelsDialog } from './year-pixels-dialog';

const TIMEFRAME_LABEL: Record<Timeframe, string> = {
  week: 'Week',
  month: 'Month',
  all: 'All time',
};

const MOOD_ICON: Record<MoodLabel, string> = { Good: '😊', Neutral: '😐', Bad: '😞' };

export interface InsightsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Mood Insights': stats, chart, messages and weekday patterns for a timeframe. */
export function InsightsDialog({ open, onOpenChange }: InsightsDialogProps) {
  return (
    <LazyDialog open={open} onOpenChange={onOpenChange} title="Mood Insights" wide>
      <InsightsBody />
      <p className="insights-report">
        <Link to={paths.report}>Summary for a professional</Link>: print or save it for your doctor
        or therapist.
      </p>
    </LazyDialog>
  );
}

function InsightsBody() {
  const [timeframe, setTimeframe] = useState<Timeframe>('week');
  const [yearOpen, setYearOpen] = useState(false);
  return (
    <>
      <InsightsTabs timeframe={timeframe} onTimeframeChange={setTimeframe} />
      <WhatHelps />
      <div className="insights-year">
        <button type="button" className="btn btn-secondary" onClick={() => setYearOpen(true)}>
          See your year in pixels
        </button>
      </div>
      <YearPixelsDialog open={yearOpen} onOpenChange={setYearOpen} />
    </>
  );
}

function InsightsTabs({
  timeframe,
  onTimeframeChange,
}: {
  timeframe: Timeframe;
  onTimeframeChange(t: Timeframe): void;
}) {
  return (
    <Tabs value={timeframe} onValueChange={(v) => onTimeframeChange(v as Timeframe)}>
      <TabsList className="tabs-list" aria-label="Timeframe">
        {TIMEFRAMES.map((t) => (
          <TabsTrigger key={t} value={t} className="tabs-trigger">
            {TIMEFRAME_LABEL[t]}
          </TabsTrigger>
        ))}
      </TabsList>
      {TIMEFRAMES.map((t) => (
        <TabsContent key={t} value={t} className="insights-panel">
          <InsightsPanel timeframe={t} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function formatDay(iso: string): string {
  return fromIsoDate(iso).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

function weekdayShort(iso: string): string {
  return fromIsoDate(iso).toLocaleDateString(undefined, { weekday: 'short' });
}

function levelText(levels: MoodLevels, date: string): string {
  const level = levels[date];
  return level === undefined ? 'not recorded' : `${level}/10`;
}

function InsightsPanel({ timeframe }: { timeframe: Timeframe }) {
  const [history] = useStored('moodHistory', readMoodHistory);
  const [levels] = useStored('moodLevels', readMoodLevels);
  // Check-ins are not made while this is open: they are read once per visit.
  const [checkIns] = useState(() => readMoodRecords().checkIns);
  const today = todayIso();
  const insights = useMemo(
    () =>
      computeInsights(
        insightsHistory({ checkIns, moodLevels: levels, moodHistory: history }),
        timeframe,
        today,
      ),
    [checkIns, history, levels, timeframe, today],
  );
  // The check-in streak reads every kind of record, so it is read once per visit.
  const [streak] = useState(() => currentStreak(readCheckInDates(), todayIso()));
  const [selected, setSelected] = useState<string | null>(null);
  const chartId = useId();
  const selectedBar = insights.chart.find((b) => b.date === selected);

  return (
    <div className="insights">
      <dl className="insights-stats">
        <div>
          <dt>Total entries</dt>
          <dd>{insights.total}</dd>
        </div>
        <div>
          <dt>Streak</dt>
          <dd>
            {streak} {streak === 1 ? 'day' : 'days'}
          </dd>
        </div>
        <div>
          <dt>Trend</dt>
          <dd>{insights.trend}</dd>
        </div>
        <div>
          <dt>Good days</dt>
          <dd>{insights.goodPercent}%</dd>
        </div>
      </dl>

      {insights.chart.length > 0 ? (
        <section className="insights-chart-section" aria-labelledby={chartId}>
          <h3 id={chartId}>
            Your last {insights.chart.length === 1 ? 'entry' : `${insights.chart.length} entries`}
          </h3>
          <p className="muted insights-hint">
            Taller bars are better days: Good is full height, Neutral 60%, Bad 30%. Select a bar to
            see that day.
          </p>
          <ul className="insights-chart" aria-label="Mood chart">
            {insights.chart.map((bar) => (
              <li key={bar.date}>
                <Bar
                  bar={bar}
                  selected={bar.date === selected}
                  onSelect={() => setSelected(bar.date === selected ? null : bar.date)}
                />
              </li>
            ))}
          </ul>
          <div className="insights-detail" role="status">
            {selectedBar ? (
              <p>
                <strong>{formatDay(selectedBar.date)}</strong>: {selectedBar.mood}. Mood slider:{' '}
                {levelText(levels, selectedBar.date)}.
              </p>
            ) : null}
          </div>
          <details className="insights-table">
            <summary>Show these entries as a table</summary>
            <table>
              <caption className="visually-hidden">Mood entries, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Mood</th>
                  <th scope="col">Slider</th>
                </tr>
              </thead>
              <tbody>
                {insights.chart.map((b) => (
                  <tr key={b.date}>
                    <th scope="row">{formatDay(b.date)}</th>
                    <td>{b.mood}</td>
                    <td>{levelText(levels, b.date)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </section>
      ) : null}

      {/* No message applies (mixed days, too few for a habit): no list, not an empty one. */}
      {insights.messages.length > 0 ? (
        <ul className="insights-messages">
          {insights.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}

      {insights.patterns.length > 0 ? (
        <section aria-label="Weekday patterns">
          <h3>Weekday patterns</h3>
          <ul className="insights-patterns">
            {insights.patterns.map((p) => (
              <li key={p.weekday}>
                <span aria-hidden="true">{p.kind === 'great' ? '🌤️ ' : '🌧️ '}</span>
                {p.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Bar({ bar, selected, onSelect }: { bar: ChartBar; selected: boolean; onSelect(): void }) {
  return (
    <button
      type="button"
      className="insights-bar"
      data-mood={bar.mood}
      aria-pressed={selected}
      aria-label={`${formatDay(bar.date)}: ${bar.mood}`}
      onClick={onSelect}
    >
      <span className="insights-bar-track">
        <span className="insights-bar-fill" style={{ height: `${bar.height}%` }}>
          <span aria-hidden="true">{MOOD_ICON[bar.mood]}</span>
        </span>
      </span>
      <span className="insights-bar-label" aria-hidden="true">
        <span className="insights-bar-mood">{bar.mood}</span>
        <span className="muted">{weekdayShort(bar.date)}</span>
        <span className="muted">{fromIsoDate(bar.date).getDate()}</span>
      </span>
    </button>
  );
}

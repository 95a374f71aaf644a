import { BUILT_IN_SKILLS } from '@mentora/domain/coping-skills';
import { systemClock } from '@mentora/domain/dates';
import { readActivityList } from '@mentora/domain/check-ins';
import {
  MIN_DAYS_EACH_SIDE,
  MIN_RATED_USES,
  WHAT_HELPS_TITLE,
  dropsByTool,
  whatHelps,
} from '@mentora/domain/what-helps';
import { useId, useState } from 'react';
import { readKindData } from '@/lib/sync/local-data';
import { readMoodRecords } from '../lib/check-in-storage';

/** What 'What helps you' shows, read from this device's data when it opens. */
function readWhatHelps() {
  const toolUses = readKindData('toolUses');
  const result = whatHelps(
    {
      ...readMoodRecords(),
      toolUses,
      activityList: readActivityList(readKindData('activities')),
      skills: [...BUILT_IN_SKILLS, ...readKindData('copingSkillsCustom')],
    },
    systemClock,
  );
  // Tools with at least one use rated before and after.
  return { ...result, ratedTools: dropsByTool(toolUses).size };
}

/**
 * 'What helps you' in Mood Insights: the tools that changed how distressed the person felt, and
 * the activities beside the mood of the days with and without them, with plain words that these
 * are patterns, not proof. Until there is enough, it says what is needed.
 */
export function WhatHelps() {
  const [data] = useState(readWhatHelps);
  const id = useId();
  return (
    <section className="what-helps" aria-labelledby={id}>
      <h3 id={id}>{WHAT_HELPS_TITLE}</h3>

      <h4 className="what-helps-heading">Tools</h4>
      {data.tools.length > 0 ? (
        <ol className="what-helps-list" aria-label="Tools, by how much lower you felt after them">
          {data.tools.map((t) => (
            <li key={t.tool}>{t.text}</li>
          ))}
        </ol>
      ) : (
        <p className="muted">
          {data.ratedTools === 0
            ? `When a tool asks how you feel before and after, answering both helps here. Once a tool has ${MIN_RATED_USES} uses rated both times, it shows up with how much your distress changed.`
            : `You have started rating tools, thank you. A tool shows up here once it has ${MIN_RATED_USES} uses rated before and after.`}
        </p>
      )}

      <h4 className="what-helps-heading">Activities</h4>
      {data.activities.length > 0 ? (
        <ul className="what-helps-list" aria-label="Activities and your mood">
          {data.activities.map((a) => (
            <li key={a.activity}>{a.text}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          {`An activity shows up here once you have checked in on ${MIN_DAYS_EACH_SIDE} days with it and ${MIN_DAYS_EACH_SIDE} days without it. Use 'Add details' beside the mood slider to note what you have been doing; there is no rush.`}
        </p>
      )}

      <p className="what-helps-caveat">{data.caveat}</p>
    </section>
  );
}

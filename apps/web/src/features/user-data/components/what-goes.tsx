/** The list of everything 'Delete my data' removes, named in the confirmations. */
export function WhatGoes() {
  return (
    <ul className="what-goes">
      <li>your mood history and mood levels, and with them your streak</li>
      <li>your journal entries, and any entry you were still writing</li>
      <li>your daily challenge ticks</li>
      <li>your favourite and custom coping skills</li>
      <li>your safety plan</li>
      <li>your sleep times and sleep notes</li>
      <li>your grounding answers</li>
      <li>your settings (theme, sounds and reminder)</li>
    </ul>
  );
}

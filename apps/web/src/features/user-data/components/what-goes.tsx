import { erasedLines } from '@mentora/domain/data-kinds';

/** The list of everything 'Delete my data' removes, named in the confirmations. */
export function WhatGoes() {
  return (
    <ul className="what-goes">
      {erasedLines().map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

import { useRef, type CSSProperties } from 'react';
import { useKeptEarlyValue } from '@/lib/kept-early-value';
import './slider.css';

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange(value: number): void;
  /**
   * The value as it is, taken as chosen: a click or tap on the slider (its thumb included) or
   * Enter or Space on it. onValueChange never fires when the value does not change, so this is
   * how the value shown (the default, say) can be chosen.
   */
  onValueCommit?(value: number): void;
  /** Text read by screen readers for the current value, e.g. "Mood 5 of 10". */
  valueText?: string;
  /** The id of the text that says how to use it, read after its name. */
  describedBy?: string;
}

/**
 * A single-thumb slider: the browser's own range input, styled. Screen readers, the keyboard
 * (arrows, Page Up/Down, Home, End) and touch work as they do in every other app on the
 * device, and a prerendered page shows it exactly as it is before any code has run
 * (docs/decisions/0013).
 */
export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onValueChange,
  onValueCommit,
  valueText,
  describedBy,
}: SliderProps) {
  // How far along the track the value is: the filled part of the track ends there.
  const fill = max > min ? ((value - min) / (max - min)) * 100 : 0;
  const ref = useRef<HTMLInputElement>(null);
  // Moved on the prerendered page before the code arrived: that is the value.
  useKeptEarlyValue(ref, String(value), (v) => {
    const next = Number(v);
    if (Number.isFinite(next)) onValueChange(next);
  });
  return (
    <input
      ref={ref}
      type="range"
      className="slider"
      aria-label={label}
      aria-valuetext={valueText}
      aria-describedby={describedBy}
      min={min}
      max={max}
      step={step}
      value={value}
      style={{ '--slider-fill': `${fill}%` } as CSSProperties}
      onChange={(e) => {
        const next = Number(e.currentTarget.value);
        if (Number.isFinite(next)) onValueChange(next);
      }}
      onClick={onValueCommit && ((e) => onValueCommit(Number(e.currentTarget.value)))}
      onKeyDown={
        onValueCommit &&
        ((e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          onValueCommit(Number(e.currentTarget.value));
        })
      }
    />
  );
}

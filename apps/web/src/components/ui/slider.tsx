import * as RadixSlider from '@radix-ui/react-slider';
import { HydrateApart } from '../../lib/hydrate-apart';
import '../../styles/slider.css';

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange(value: number): void;
  /** Text read by screen readers for the current value, e.g. "Mood 5 of 10". */
  valueText?: string;
}

/**
 * A single-thumb slider with a visible-to-screen-reader name. Over a prerendered page it
 * hydrates apart from the page: Radix measures the thumb as it mounts.
 */
export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onValueChange,
  valueText,
}: SliderProps) {
  return (
    <HydrateApart>
      <RadixSlider.Root
        className="slider"
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={(v) => {
          if (typeof v[0] === 'number') onValueChange(v[0]);
        }}
      >
        <RadixSlider.Track className="slider-track">
          <RadixSlider.Range className="slider-range" />
        </RadixSlider.Track>
        <RadixSlider.Thumb className="slider-thumb" aria-label={label} aria-valuetext={valueText} />
      </RadixSlider.Root>
    </HydrateApart>
  );
}

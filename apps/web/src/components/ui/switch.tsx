import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type Ref } from 'react';
import './switch.css';

export interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled on/off switch (role="switch"). */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  ref,
}: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <div className="switch-text">
        <label htmlFor={id} className="switch-label">
          {label}
        </label>
        {description ? (
          <p id={`${id}-desc`} className="muted switch-desc">
            {description}
          </p>
        ) : null}
      </div>
      <RadixSwitch.Root
        ref={ref}
        id={id}
        className="switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-desc` : undefined}
      >
        <RadixSwitch.Thumb className="switch-thumb" />
      </RadixSwitch.Root>
    </div>
  );
}

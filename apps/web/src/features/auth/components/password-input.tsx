import { Eye, EyeOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { useKeptEarlyValue } from '@/lib/kept-early-value';

export interface PasswordInputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A password field with a show/hide toggle. */
export function PasswordInput({
  id,
  label,
  value,
  onChange,
  autoComplete,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useKeptEarlyValue(ref, value, onChange);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-wrap">
        <input
          ref={ref}
          id={id}
          className="input"
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          required
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          maxLength={128}
        />
        <button
          type="button"
          className="icon-btn password-toggle"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={`Show ${label.toLowerCase()}`}
          disabled={disabled}
        >
          {shown ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
        </button>
      </div>
    </div>
  );
}

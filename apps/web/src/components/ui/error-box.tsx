import type { ReactNode } from 'react';

/**
 * What went wrong, in words the person can act on: read out at once (role="alert") and shown in
 * the danger colours. Nothing is rendered without a message, so it can stand where the error
 * would appear.
 */
export function ErrorBox({
  message,
  id,
  className,
}: {
  message: ReactNode;
  /** For a control that names the error with aria-describedby. */
  id?: string;
  className?: string;
}) {
  if (message === null || message === undefined || message === false || message === '') return null;
  return (
    <p id={id} className={className ? `error-box ${className}` : 'error-box'} role="alert">
      {message}
    </p>
  );
}

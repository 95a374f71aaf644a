import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** A short description read by screen readers when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Extra class on the content box. */
  className?: string;
}

/**
 * An accessible modal: traps focus, closes on Escape, outside click and the × button,
 * and gives focus back to the control that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={['dialog-content', wide ? 'dialog-wide' : '', className ?? '']
            .join(' ')
            .trim()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-header">
            <RadixDialog.Title asChild>
              <h2>{title}</h2>
            </RadixDialog.Title>
            <RadixDialog.Close className="icon-btn dialog-close" aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

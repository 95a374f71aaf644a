import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { dialogHelp } from './dialog-help';
import './dialog.css';

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
  /** 'Need urgent help?' under the title (dialog-help.ts); false only for that dialog itself. */
  help?: boolean;
  /**
   * An alert dialog (role alertdialog): it asks to confirm what can't be undone. Its description
   * is then the whole warning, read out as it opens (it may hold paragraphs and a list).
   */
  alert?: boolean;
}

/**
 * An accessible modal: traps focus, closes on Escape, outside click and the × button,
 * and gives focus back to the control that opened it. It opens with the focus on its element
 * marked `data-autofocus` if it has one (an alert dialog's safe choice, Cancel), else on Close.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
  className,
  help = true,
  alert,
}: DialogProps) {
  // Dialogs here open from state, not a Radix Trigger, so remember what had focus to give it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={['dialog-content', wide ? 'dialog-wide' : '', className ?? '']
            .join(' ')
            .trim()}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(alert ? { role: 'alertdialog' } : {})}
          // Tab wrapping round moves focus without scrolling: show the control it lands on.
          onFocus={(e) => e.target.scrollIntoView?.({ block: 'nearest' })}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
            const first = (event.target as HTMLElement).querySelector<HTMLElement>(
              '[data-autofocus]',
            );
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const el = opener.current;
            opener.current = null;
            if (el && el.isConnected) {
              event.preventDefault();
              el.focus();
            }
          }}
        >
          <div className="dialog-header">
            <RadixDialog.Title asChild>
              <h2>{title}</h2>
            </RadixDialog.Title>
            <RadixDialog.Close className="icon-btn dialog-close" aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {/* after Close, so Close keeps the focus a dialog opens with */}
          {help ? dialogHelp() : null}
          {description && alert ? (
            <RadixDialog.Description asChild>
              <div>{description}</div>
            </RadixDialog.Description>
          ) : description ? (
            <RadixDialog.Description className="muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

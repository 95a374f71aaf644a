import type { ReactNode } from 'react';

/**
 * What every dialog offers beside its Close button: 'Need urgent help?' (an open dialog covers
 * the header's, and keeps the keyboard inside itself). The safety feature registers it as its
 * button loads (components may not import features); a dialog shown before, or on a page without
 * it, has none.
 */
let help: () => ReactNode = () => null;

export const setDialogHelp = (render: () => ReactNode) => {
  help = render;
};

/** What a dialog shows under its title (nothing until it is registered). */
export const dialogHelp = (): ReactNode => help();

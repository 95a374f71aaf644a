import { iconSvg, renderIcon, type IconKind } from './app-icon.js';
import { encodePng } from './png.js';

export interface IconFile {
  /** Path under the site root, without the leading slash. */
  fileName: string;
  contentType: string;
  source: Buffer | string;
}

const png = (fileName: string, kind: IconKind, size: number): IconFile => ({
  fileName,
  contentType: 'image/png',
  source: encodePng(renderIcon(kind, size), size, size),
});

/** Every icon file the site serves, rendered from the icon's geometry. Build-time only. */
export function appIconFiles(): IconFile[] {
  return [
    { fileName: 'icons/icon.svg', contentType: 'image/svg+xml', source: iconSvg('any') },
    png('icons/icon-192.png', 'any', 192),
    png('icons/icon-512.png', 'any', 512),
    png('icons/maskable-192.png', 'maskable', 192),
    png('icons/maskable-512.png', 'maskable', 512),
    // iOS rounds the corners itself, so the touch icon is full-bleed.
    png('icons/apple-touch-icon.png', 'maskable', 180),
  ];
}

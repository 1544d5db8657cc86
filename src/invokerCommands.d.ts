// HTML's invoker commands (Chromium 135), which React passes to the DOM as written: a button opens
// or closes its dialog before the scripts have run.
import 'react';

declare module 'react' {
  // Named as React names it, for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}

import * as z from 'zod/mini';

/** A field that must hold more than spaces; later rules on the field wait until it does. */
export const filled = (message: string) =>
  z.refine<string>((value) => value.trim().length > 0, { error: message, abort: true });

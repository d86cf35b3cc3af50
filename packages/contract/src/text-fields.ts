import { z } from 'zod';

/**
 * Text field builders shared by the sync and gateway schemas (internal: the index does not export
 * this file; callers use the schemas built with it).
 */

/** The wording for a blank required field in the sync and gateway forms. */
export const fieldRequiredText = 'Field is required';

export const noNul = (value: string) => !value.includes('\u0000');
/** Text of at most `max` characters, without NUL. */
export const text = (max: number) =>
  z.string().max(max, `At most ${max} characters`).refine(noNul, 'Invalid character');
/** `text` that is not blank once trimmed. */
export const requiredText = (max: number) => text(max).pipe(z.string().trim().min(1, fieldRequiredText));

import { z } from 'zod';
import { isSupportedDate } from '../../domain/dates.js';
import { AppError } from '../../domain/errors.js';
import { isCurrencyCode, isAmount } from '../../domain/money.js';

/** Whitespace and the invisible format characters (zero-width space and joiners, word joiner, BOM, soft hyphen) at either end. */
const INVISIBLE_EDGES = /^[\p{White_Space}\u00AD\u180E\u200B-\u200D\u2060\uFEFF]+|[\p{White_Space}\u00AD\u180E\u200B-\u200D\u2060\uFEFF]+$/gu;
/** A character that shows: not whitespace, not a control, format, private-use, unassigned or default-ignorable one, not a lone mark, not a blank braille cell. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Text as stored: NFC, without invisible ends, so `A1` and `A1\u200B` are one label. */
const tidyText = (text: string) => text.normalize('NFC').replace(INVISIBLE_EDGES, '');
const hasVisibleText = (text: string) => VISIBLE.test(text);
const NOTHING_VISIBLE = 'Must contain visible characters.';

/** Shared input rules, so every surface and field says the same thing about the same value. */
export const requiredText = (max: number) =>
  z
    .string()
    .overwrite(tidyText)
    .min(1, { message: NOTHING_VISIBLE, abort: true })
    .max(max)
    .refine(hasVisibleText, NOTHING_VISIBLE);
/** Optional text: empty (or only whitespace) stays allowed as before; anything else must show something. */
export const optionalText = (max: number) =>
  z
    .string()
    .overwrite(tidyText)
    .max(max)
    .refine((text) => text === '' || hasVisibleText(text), NOTHING_VISIBLE)
    .nullish();
export const currencyCode = z
  .string()
  .refine(isCurrencyCode, { message: 'Must be an ISO 4217 currency code in upper case, such as XAF or EUR.' })
  .nullish();
/** What an amount input's description says of its bounds (SafeInt stops it at 2^53 - 1). */
export const AMOUNT_RULE = 'Minor units, 0 to 2^53 - 1.';
export const amount = z.number().refine(isAmount, { message: 'Must be a whole amount in minor units, 0 or more.' }).nullish();
export const count = (min: number, max: number) => z.number().int().min(min).max(max).nullish();

type InputRule = (input: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/**
 * The rules of one input object: each field's own, and rules across fields,
 * each reporting at the field a client should fix. They are checked together,
 * on the input type, so that one answer names every field at fault: Pothos
 * checks a field's own `validate` one field after another and stops at the
 * first field that fails.
 */
export const inputRules = (fields: Record<string, z.ZodType>, ...rules: InputRule[]) =>
  z.looseObject(fields).superRefine((input, ctx) => rules.forEach((rule) => rule(input, ctx)));

/** Two optional fields that go together (an amount and its currency): both or neither. */
export const together =
  (first: string, second: string): InputRule =>
  (input, ctx) => {
    if ((input[first] == null) !== (input[second] == null)) {
      ctx.addIssue({ code: 'custom', message: `${first} and ${second} go together: give both or neither.`, path: [second] });
    }
  };

/**
 * A domain check across two dates of the input (a period), run with the other
 * rules so that its issue joins theirs in one answer; the service checks it
 * again. Skipped while either is not a date the Date scalar takes: its own error names that field.
 */
export const period =
  (start: string, end: string, check: (start: string, end: string) => void): InputRule =>
  (input, ctx) => {
    const [from, to] = [input[start], input[end]];
    if (typeof from !== 'string' || typeof to !== 'string' || !isSupportedDate(from) || !isSupportedDate(to)) return;
    try {
      check(from, to);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const issue of error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
    }
  };

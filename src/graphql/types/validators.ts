import { z } from 'zod';
import { isCurrencyCode, isAmount } from '../../domain/money.js';

/** Shared input rules, so every surface and field says the same thing about the same value. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) => z.string().trim().max(max).nullish();
export const currencyCode = z
  .string()
  .refine(isCurrencyCode, { message: 'Must be an ISO 4217 currency code in upper case, such as XAF or EUR.' })
  .nullish();
export const amount = z.number().refine(isAmount, { message: 'Must be a whole amount in minor units, 0 or more.' }).nullish();
export const count = (min: number, max: number) => z.number().int().min(min).max(max).nullish();

type InputRule = (input: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/** Rules across the fields of one input object, each reporting at the field a client should fix. */
export const inputRules = (...rules: InputRule[]) =>
  z.looseObject({}).superRefine((input, ctx) => rules.forEach((rule) => rule(input, ctx)));

/** Two optional fields that go together (an amount and its currency): both or neither. */
export const together =
  (first: string, second: string): InputRule =>
  (input, ctx) => {
    if ((input[first] == null) !== (input[second] == null)) {
      ctx.addIssue({ code: 'custom', message: `${first} and ${second} go together: give both or neither.`, path: [second] });
    }
  };

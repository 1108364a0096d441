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

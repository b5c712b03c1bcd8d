// A discount code as typed, checked the same way in the cart, at checkout and in the admin's form.
import { z } from 'zod';

export const CODE_MIN = 3;
export const CODE_MAX = 32;
export const codeMessage = `A code is ${CODE_MIN} to ${CODE_MAX} letters, digits, "-" or "_".`;

/** In capitals without surrounding spaces: " spring10 " is SPRING10. */
export const discountCodeSchema = z
  .string({ error: codeMessage })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9_-]{${CODE_MIN},${CODE_MAX}}$`), codeMessage);

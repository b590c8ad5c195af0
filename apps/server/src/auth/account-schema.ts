import { name } from '@pinpoint/shared';
import { z } from 'zod';

/** Sign-up and sign-in forms of the built-in provider. */
export const signUpSchema = z.object({
  // The shared text rule: no control, broken or direction-control characters, nothing invisible.
  name: name('Name', { max: 100 }),
  email: z.string().trim().min(1, 'E-mail is required').pipe(z.email('Invalid email address')),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be at most 200 characters'),
});

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'E-mail is required').pipe(z.email('Invalid email address')),
  password: z.string().min(1, 'Password is required'),
});

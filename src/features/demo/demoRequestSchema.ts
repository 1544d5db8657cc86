import * as z from 'zod/mini';
import { DemoRequest } from '@/api/generated/model';
import { isDemoPhoneLength } from '@/lib/uaePhone';
import { filled } from '@/lib/forms/rules';

/** The contract's demo request, with the spec's messages (section 5). */
export const demoRequestSchema = z.extend(DemoRequest, {
  name: z.string().check(filled('Please enter your Name')),
  phoneNumber: z.string().check(z.refine<string>(isDemoPhoneLength, 'Please enter a valid Phone Number')),
  email: z.string().check(filled('Please enter your Email'), z.email('Please enter a valid Email.')),
  message: z.string().check(filled('Please enter a Message.')),
});

/** The order the spec checks the fields in; a submit toasts the first that fails. */
export const demoRequestFieldOrder = ['name', 'phoneNumber', 'email', 'message'] as const;

export type DemoRequestValues = z.input<typeof demoRequestSchema>;

export const emptyDemoRequest: DemoRequestValues = { name: '', phoneNumber: '', email: '', message: '' };

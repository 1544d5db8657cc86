import * as z from 'zod/mini';
import { ContactRequest } from '@/api/generated/model';
import { filled } from '@/lib/forms/rules';

/** The contract's contact message, with the spec's messages (section 5). */
export const contactSchema = z.extend(ContactRequest, {
  name: z.string().check(filled('Please Enter Full Name.')),
  email: z.string().check(filled('Please Enter Email.'), z.email('Please Enter Valid Email.')),
  subject: z.string().check(filled('Please Enter Subject.')),
  message: z.string().check(filled('Please Enter Message.')),
});

export const contactFieldOrder = ['name', 'email', 'subject', 'message'] as const;

export type ContactValues = z.input<typeof contactSchema>;

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '' };

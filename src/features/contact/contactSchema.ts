import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { ContactRequest } from '@/api/generated/model';
import { filled } from '@/lib/forms/rules';

/** The contract's contact message, with the spec's Contact form messages (section 5) in the edition's language. */
export const contactSchema = (i18n: I18n) =>
  z.extend(ContactRequest, {
    name: z.string().check(filled(i18n._(msg`Please Enter Full Name.`))),
    email: z.string().check(filled(i18n._(msg`Please Enter Email.`)), z.email(i18n._(msg`Please Enter Valid Email.`))),
    subject: z.string().check(filled(i18n._(msg`Please Enter Subject.`))),
    message: z.string().check(filled(i18n._(msg`Please Enter Message.`))),
  });

export const contactFieldOrder = ['name', 'email', 'subject', 'message'] as const;

export type ContactValues = z.input<ReturnType<typeof contactSchema>>;

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '' };

import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import * as z from 'zod/mini';
import { DemoRequest } from '@/api/generated/model';
import { isDemoPhoneLength } from '@/lib/uaePhone';
import { filled } from '@/lib/forms/rules';

/** The contract's demo request, with the spec's Demo form messages (section 5) in the edition's language. */
export const demoRequestSchema = (i18n: I18n) =>
  z.extend(DemoRequest, {
    name: z.string().check(filled(i18n._(msg`Please enter your Name`))),
    phoneNumber: z.string().check(z.refine<string>(isDemoPhoneLength, i18n._(msg`Please enter a valid Phone Number`))),
    email: z
      .string()
      .check(filled(i18n._(msg`Please enter your Email`)), z.email(i18n._(msg`Please enter a valid Email.`))),
    message: z.string().check(filled(i18n._(msg`Please enter a Message.`))),
  });

/** The order the spec checks the fields in; a submit toasts the first that fails. */
export const demoRequestFieldOrder = ['name', 'phoneNumber', 'email', 'message'] as const;

export type DemoRequestValues = z.input<ReturnType<typeof demoRequestSchema>>;

export const emptyDemoRequest: DemoRequestValues = { name: '', phoneNumber: '', email: '', message: '' };

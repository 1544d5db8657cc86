import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import {
  registrationRequestPasswordMin,
  registrationRequestPhoneNumberMin,
  type RegistrationRequest,
} from '@/api/generated/model';
import { filled } from '@/lib/forms/rules';

/**
 * What the visitor fills in, checked on submit only (the spec's sign-up form rules, section 5,
 * spelling fixed as design.md says), with its messages in the edition's language. Lengths come from
 * the contract's registration request.
 */
export const signupSchema = (i18n: I18n) =>
  z.object({
    legalName: z.string().check(filled(i18n._(msg`Legal name required`))),
    phoneNumber: z
      .string()
      .check(
        z.refine<string>(
          (value) => /^\d+$/.test(value) && value.length >= registrationRequestPhoneNumberMin,
          i18n._(msg`Phone number required`),
        ),
      ),
    email: z.string().check(filled(i18n._(msg`Email required`)), z.email(i18n._(msg`Enter a valid email`))),
    password: z
      .string()
      .check(
        filled(i18n._(msg`Password required`)),
        z.minLength(registrationRequestPasswordMin, i18n._(msg`Must be atleast 6 characters long`)),
      ),
    termsAndConditions: z
      .boolean()
      .check(z.refine<boolean>((checked) => checked, i18n._(msg`Please check terms and conditions first`))),
  });

export type SignupValues = z.input<ReturnType<typeof signupSchema>>;

export const emptySignup: SignupValues = {
  legalName: '',
  phoneNumber: '',
  email: '',
  password: '',
  termsAndConditions: false,
};

/** The spec's registration payload (section 3: the legal name twice, no phone confirmation), built from the form. */
export const toRegistration = (values: SignupValues): RegistrationRequest => ({
  nameAsPerTradeLicense: values.legalName.trim(),
  firstName: values.legalName.trim(),
  email: values.email.trim(),
  requirePhoneNumberConfirmation: false,
  password: values.password,
  phoneNumber: values.phoneNumber,
});

import * as z from 'zod/mini';
import {
  registrationRequestPasswordMin,
  registrationRequestPhoneNumberMin,
  type RegistrationRequest,
} from '@/api/generated/model';
import { filled } from '@/lib/forms/rules';

/**
 * What the visitor fills in, checked on submit only (spec section 5, spelling fixed as design.md
 * says). Lengths come from the contract's registration request.
 */
export const signupSchema = z.object({
  legalName: z.string().check(filled('Legal name required')),
  phoneNumber: z
    .string()
    .check(
      z.refine<string>(
        (value) => /^\d+$/.test(value) && value.length >= registrationRequestPhoneNumberMin,
        'Phone number required',
      ),
    ),
  email: z.string().check(filled('Email required'), z.email('Enter a valid email')),
  password: z
    .string()
    .check(
      filled('Password required'),
      z.minLength(registrationRequestPasswordMin, 'Must be atleast 6 characters long'),
    ),
  termsAndConditions: z
    .boolean()
    .check(z.refine<boolean>((checked) => checked, 'Please check terms and conditions first')),
});

export type SignupValues = z.input<typeof signupSchema>;

export const emptySignup: SignupValues = {
  legalName: '',
  phoneNumber: '',
  email: '',
  password: '',
  termsAndConditions: false,
};

/** The registration payload of spec section 3, built from the form. */
export const toRegistration = (values: SignupValues): RegistrationRequest => ({
  nameAsPerTradeLicense: values.legalName.trim(),
  firstName: values.legalName.trim(),
  email: values.email.trim(),
  requirePhoneNumberConfirmation: false,
  password: values.password,
  phoneNumber: values.phoneNumber,
});

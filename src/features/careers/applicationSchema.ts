import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { JobApplication } from '@/api/generated/model';
import { filled } from '@/lib/forms/rules';
import { dateOfBirthIso } from './dateOfBirth';

/**
 * What the applicant types: the contract's application without the ids and the CV path, with its
 * messages in the edition's language.
 */
export const applicationSchema = (i18n: I18n) =>
  z.extend(
    z.pick(JobApplication, { fulName: true, gender: true, dob: true, company: true, position: true, experience: true }),
    {
      fulName: z.string().check(filled(i18n._(msg`First Name is required`))),
      gender: z
        .string()
        .check(z.refine<string>((value) => value === 'Male' || value === 'Female', i18n._(msg`Gender is required`))),
      dob: z.string().check(
        filled(i18n._(msg`Date Of Birth is required`)),
        z.refine<string>(
          (typed) => typed.trim() === '' || dateOfBirthIso(typed) !== undefined,
          i18n._(msg`Please enter a valid Date Of Birth`),
        ),
      ),
      company: z.string().check(filled(i18n._(msg`Company is required`))),
      position: z.string().check(filled(i18n._(msg`Position is required`))),
      experience: z.string().check(filled(i18n._(msg`Experience is required`))),
    },
  );

export type ApplicationValues = z.input<ReturnType<typeof applicationSchema>>;

export const emptyApplication: ApplicationValues = {
  fulName: '',
  gender: '',
  dob: '',
  company: '',
  position: '',
  experience: '',
};

/** CV files the upload accepts (spec: a CV; we allow PDF, DOC and DOCX up to 5 MB). */
export const cvRules = {
  extensions: ['.pdf', '.doc', '.docx'],
  accept:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  maxBytes: 5 * 1024 * 1024,
};

/** Why a file cannot be sent as a CV, or undefined when it can. */
export const cvProblem = (file: File): MessageDescriptor | undefined => {
  const name = file.name.toLowerCase();
  if (!cvRules.extensions.some((extension) => name.endsWith(extension)))
    return msg`Please choose a PDF, DOC or DOCX file.`;
  if (file.size === 0) return msg`This file is empty. Please choose your CV again.`;
  if (file.size > cvRules.maxBytes) return msg`Your CV must be 5 MB or smaller.`;
  return undefined;
};

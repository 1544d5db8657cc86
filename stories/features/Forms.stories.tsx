import type { Story, StoryDefault } from '@ladle/react';
import {
  getApplyForJobMockHandler,
  getListJobsResponseMock,
  getUploadFileMockHandler,
} from '@/api/generated/careers/careers.msw';
import { getRequestDemoMockHandler, getSendContactMessageMockHandler } from '@/api/generated/leads/leads.msw';
import { ApplicationForm } from '@/features/careers/ApplicationForm';
import { ContactForm } from '@/features/contact/ContactForm';
import { DemoRequestForm } from '@/features/demo/DemoRequestForm';
import { submittedOnLoad } from '../formStates';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Forms' } satisfies StoryDefault;

const contact = {
  name: 'Fatima Al Mansoori',
  email: 'fatima@alnoorflowers.ae',
  subject: 'Website for our shop',
  message: 'We have two branches in Dubai.',
};
const demo = {
  name: 'Omar Haddad',
  phoneNumber: '971501234567',
  email: 'omar@haddadtrading.ae',
  message: 'Please show us the store.',
};
const application = {
  fulName: 'Aisha Rahman',
  gender: 'Female',
  dob: '17/03/1994',
  company: 'Emirates Digital Studio',
  position: 'Frontend Developer',
  experience: '5 years',
};
const job = getListJobsResponseMock().Result[0];
const noop = () => undefined;

export const ContactEmpty: Story = () => <ContactForm />;
export const ContactFilled: Story = () => <ContactForm initialValues={contact} />;
/** Submitted with a bad e-mail: the first failing rule is toasted, every failing field marked. */
export const ContactInvalid: Story = () => (
  <ContactForm initialValues={{ ...contact, email: 'fatima@', subject: '' }} />
);
ContactInvalid.decorators = [submittedOnLoad];
export const ContactSending: Story = () => <ContactForm initialValues={contact} />;
ContactSending.decorators = [submittedOnLoad];
ContactSending.msw = answeredBy(getSendContactMessageMockHandler(neverAnswering));
/** Sent: the form is cleared and keeps the thanks in its place after the toast has closed. */
export const ContactSent: Story = () => <ContactForm initialValues={contact} />;
ContactSent.decorators = [submittedOnLoad];
ContactSent.msw = answeredBy(getSendContactMessageMockHandler());
export const ContactFailed: Story = () => <ContactForm initialValues={contact} />;
ContactFailed.decorators = [submittedOnLoad];
ContactFailed.msw = answeredBy(failing(getSendContactMessageMockHandler()));

export const DemoEmpty: Story = () => <DemoRequestForm onSent={noop} />;
export const DemoFilled: Story = () => <DemoRequestForm onSent={noop} initialValues={demo} />;
export const DemoInvalid: Story = () => (
  <DemoRequestForm onSent={noop} initialValues={{ ...demo, phoneNumber: '97150' }} />
);
DemoInvalid.decorators = [submittedOnLoad];
export const DemoSending: Story = () => <DemoRequestForm onSent={noop} initialValues={demo} />;
DemoSending.decorators = [submittedOnLoad];
DemoSending.msw = answeredBy(getRequestDemoMockHandler(neverAnswering));
export const DemoFailed: Story = () => <DemoRequestForm onSent={noop} initialValues={demo} />;
DemoFailed.decorators = [submittedOnLoad];
DemoFailed.msw = answeredBy(failing(getRequestDemoMockHandler()));

/** Submit stays disabled until a CV is uploaded; choose a PDF to try the upload. */
export const ApplicationEmpty: Story = () => <ApplicationForm job={job} onSent={noop} />;
export const ApplicationFilled: Story = () => <ApplicationForm job={job} onSent={noop} initialValues={application} />;
export const ApplicationUploadFails: Story = () => (
  <ApplicationForm job={job} onSent={noop} initialValues={application} />
);
ApplicationUploadFails.msw = answeredBy(failing(getUploadFileMockHandler()));
/** Choose a PDF: it uploads, and sending the application then fails. */
export const ApplicationSendFails: Story = () => (
  <ApplicationForm job={job} onSent={noop} initialValues={application} />
);
ApplicationSendFails.msw = answeredBy(getUploadFileMockHandler(), failing(getApplyForJobMockHandler()));

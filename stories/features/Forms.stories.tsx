import type { Story, StoryDefault } from '@ladle/react';
import { getListJobsResponseMock } from '@/api/generated/careers/careers.msw';
import ApplicationModal from '@/features/careers/ApplicationModal';
import { ContactForm } from '@/features/contact/ContactForm';
import DemoRequestModal from '@/features/demo/DemoRequestModal';
import { submittedOnLoad, whenCalling } from '../formStates';

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
  dob: '1994-03-17',
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
ContactSending.decorators = [submittedOnLoad, whenCalling('/api/Customer/Contact', 'never')];
export const ContactFailed: Story = () => <ContactForm initialValues={contact} />;
ContactFailed.decorators = [submittedOnLoad, whenCalling('/api/Customer/Contact', 'server error')];

export const DemoEmpty: Story = () => <DemoRequestModal opened onClose={noop} />;
export const DemoFilled: Story = () => <DemoRequestModal opened onClose={noop} initialValues={demo} />;
export const DemoInvalid: Story = () => (
  <DemoRequestModal opened onClose={noop} initialValues={{ ...demo, phoneNumber: '97150' }} />
);
DemoInvalid.decorators = [submittedOnLoad];
export const DemoSending: Story = () => <DemoRequestModal opened onClose={noop} initialValues={demo} />;
DemoSending.decorators = [submittedOnLoad, whenCalling('/api/Customer/Garage/RequestDemo', 'never')];
export const DemoFailed: Story = () => <DemoRequestModal opened onClose={noop} initialValues={demo} />;
DemoFailed.decorators = [submittedOnLoad, whenCalling('/api/Customer/Garage/RequestDemo', 'server error')];

/** Submit stays disabled until a CV is uploaded; choose a PDF to try the upload. */
export const ApplicationEmpty: Story = () => <ApplicationModal job={job} opened onClose={noop} />;
export const ApplicationFilled: Story = () => (
  <ApplicationModal job={job} opened onClose={noop} initialValues={application} />
);
export const ApplicationUploadFails: Story = () => (
  <ApplicationModal job={job} opened onClose={noop} initialValues={application} />
);
ApplicationUploadFails.decorators = [whenCalling('/api/File/Mobile', 'server error')];
export const ApplicationSendFails: Story = () => (
  <ApplicationModal job={job} opened onClose={noop} initialValues={application} />
);
ApplicationSendFails.decorators = [whenCalling('/api/Customer/Careers/ApplyNow', 'server error')];

import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getApplyForJobMockHandler,
  getApplyForJobResponseMock,
  getListJobsMockHandler,
  getListJobsResponseMock,
  getUploadFileMockHandler,
  getUploadFileResponseMock,
} from '@/api/generated/careers/careers.msw';
import CareersPage from '@/features/careers/CareersPage';
import { failsWith, findToast, jsonLdBlocks, pasteInto, renderWithProviders, server } from '../testUtils';

// The application's code loads as the popup opens: here it is transformed once, before the first test's clock.
beforeAll(async () => {
  await import('@/features/careers/ApplicationForm');
});

const jobs = getListJobsResponseMock().Result;

/** The element reading `text` as a whole, where part of it (a file name in <bdi>) is an element of its own. */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
const positions = () => within(screen.getByRole('list', { name: 'Open positions' })).getAllByRole('button');

describe('Careers', () => {
  it("asks for page 1 of 10, lists each job's title, excerpt, date and location, and shows the first job", async () => {
    let body: unknown;
    server.use(
      getListJobsMockHandler(async ({ request }) => {
        body = await request.json();
        return getListJobsResponseMock();
      }),
    );
    renderWithProviders(<CareersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Open positions' });
    expect(body).toEqual({ search: '', pageNumber: 1, pageSize: 10 });
    expect(positions().map((job) => job.textContent)).toEqual(jobs.map((job) => job.Title));
    const cards = [...screen.getByRole('list', { name: 'Open positions' }).children] as HTMLElement[];
    const [firstCard, secondCard] = cards;
    // Every card alike: the description's opening paragraph, then its first list, which stays a list of two whole items at least.
    for (const [index, card] of cards.entries()) {
      const description = jobs[index].JobDescription;
      expect(within(card).getByText(description.match(/<p>(.*?)<\/p>/)![1])).toBeInTheDocument();
      const bullets = [...description.matchAll(/<li>(.*?)<\/li>/g)].map((item) => item[1]);
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(bullets.slice(0, 2));
    }
    expect(firstCard).not.toHaveTextContent('You have');
    expect(secondCard).toHaveTextContent('Design sites for restaurants, clinics and retailers');
    expect(firstCard).toHaveTextContent('10 Nov 2026');
    expect(firstCard).toHaveTextContent('Business Bay, Dubai');
    expect(positions()[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: jobs[0].Title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'You have' })).toBeInTheDocument();
  });

  it('tags every card with how the job is worked and the experience it asks for, where the API gives them', async () => {
    server.use(
      getListJobsMockHandler({
        ...getListJobsResponseMock(),
        Result: [jobs[0], { ...jobs[1], EmploymentType: undefined, Experience: undefined }],
      }),
    );
    renderWithProviders(<CareersPage />);
    const cards = [...(await screen.findByRole('list', { name: 'Open positions' })).children] as HTMLElement[];
    expect(within(cards[0]).getByText('Full-time')).toBeInTheDocument();
    expect(within(cards[0]).getByText('5+ years')).toBeInTheDocument();
    expect(cards[1]).not.toHaveTextContent('Full-time');
    expect(cards[1]).toHaveTextContent('Business Bay, Dubai');
  });

  it('shows the chosen job, and sorts by title both ways', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CareersPage />);
    await screen.findByRole('list', { name: 'Open positions' });
    await user.click(positions()[2]);
    expect(screen.getByRole('heading', { level: 2, name: jobs[2].Title })).toBeInTheDocument();

    const titles = () => positions().map((job) => job.textContent);
    const sorted = jobs.map((job) => job.Title).sort((a, b) => a.localeCompare(b));
    await user.selectOptions(screen.getByLabelText('Sort by title'), 'Ascending');
    expect(titles()).toEqual(sorted);
    await user.selectOptions(screen.getByLabelText('Sort by title'), 'Descending');
    expect(titles()).toEqual([...sorted].reverse());
    expect(screen.getByRole('heading', { level: 2, name: jobs[2].Title })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Sort by title'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sort', 'Ascending', 'Descending']);
    // 'Sort' is the placeholder, not an order to choose.
    expect(screen.getByRole('option', { name: 'Sort' })).toBeDisabled();
  });

  it('adds JobPosting structured data for each job', async () => {
    renderWithProviders(<CareersPage />);
    await screen.findByRole('list', { name: 'Open positions' });
    const postings = jsonLdBlocks();
    expect(postings).toHaveLength(jobs.length);
    expect(postings[0]).toMatchObject({
      '@type': 'JobPosting',
      title: jobs[0].Title,
      datePosted: jobs[0].CreationDate,
      hiringOrganization: { name: 'Webbee Technologies LLC' },
      jobLocation: { address: { addressLocality: jobs[0].Location, addressCountry: 'AE' } },
    });
    expect(postings[0]).toHaveProperty(
      'description',
      expect.stringContaining('<p><strong>You have</strong></p><ul><li>5 or more years'),
    );
  });

  it("on a phone, brings the chosen job's card into view, its details under it, and moves the focus to their title", async () => {
    const user = userEvent.setup();
    const narrow = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList);
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderWithProviders(<CareersPage />);
    await screen.findByRole('list', { name: 'Open positions' });
    await user.click(positions()[1]);
    const title = screen.getByRole('heading', { level: 2, name: jobs[1].Title });
    expect(scrolled).toHaveBeenCalledTimes(1);
    const card = positions()[1].closest('li')!;
    expect(scrolled.mock.contexts[0]).toBe(card);
    // Placed by order in the list's grid: right after the chosen card.
    expect(Number(title.closest('section')!.parentElement!.style.order)).toBe(Number(card.style.order) + 1);
    expect(title).toHaveFocus();
    narrow.mockRestore();
  });

  it('leaves the focus on the list where the details stand beside it', async () => {
    const user = userEvent.setup();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderWithProviders(<CareersPage />);
    await screen.findByRole('list', { name: 'Open positions' });
    await user.click(positions()[1]);
    expect(positions()[1]).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("says 'No Jobs' when there are none", async () => {
    server.use(getListJobsMockHandler({ ...getListJobsResponseMock(), Result: [] }));
    renderWithProviders(<CareersPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'No Jobs' })).toBeInTheDocument();
    expect(screen.getByText('There are no jobs available right now')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Get to know us first' })).toBeInTheDocument();
  });

  it('ends with where to get to know the team first: About Us and Contact Us', async () => {
    renderWithProviders(<CareersPage />);
    const closing = await screen.findByRole('complementary', { name: 'Get to know us first' });
    expect(within(closing).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutus');
    expect(within(closing).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('keeps the jobs it has when a refresh fails', async () => {
    const { queryClient } = renderWithProviders(<CareersPage />);
    expect(await screen.findByRole('list', { name: 'Open positions' })).toBeInTheDocument();
    server.use(getListJobsMockHandler(failsWith(500, { Message: 'down' })));
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('list', { name: 'Open positions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the jobs could not load, and loads them on Retry', async () => {
    const user = userEvent.setup();
    // Once used, the override gives way to the contract's example for the retry.
    server.use(getListJobsMockHandler(failsWith(500, { Message: 'down' }), { once: true }));
    renderWithProviders(<CareersPage />);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Open positions' })).toBeInTheDocument();
  });
});

const fillApplication = async (user: ReturnType<typeof userEvent.setup>) => {
  await pasteInto(user, screen.getByLabelText(/Full name/), 'Aisha Rahman');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await pasteInto(user, screen.getByLabelText(/Date of birth/), '17/03/1994');
  await pasteInto(user, screen.getByLabelText(/Current company/), 'Emirates Digital Studio');
  await pasteInto(user, screen.getByLabelText(/Current position/), 'Frontend Developer');
  await pasteInto(user, screen.getByLabelText(/Experience/), '5 years');
};

const cvInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pdf = (name = 'aisha-cv.pdf', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const openApplication = async () => {
  const user = userEvent.setup();
  renderWithProviders(<CareersPage />);
  await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
  const dialog = await screen.findByRole('dialog', { name: `Apply for ${jobs[0].Title}` });
  await within(dialog).findByRole('button', { name: 'Submit application' });
  return { user, dialog, submit: () => within(dialog).getByRole('button', { name: 'Submit application' }) };
};

describe('job application', () => {
  it('shows each required message under its field once the field is touched', async () => {
    const { user } = await openApplication();
    expect(screen.queryByText('First Name is required')).not.toBeInTheDocument();
    for (const [label, message] of [
      [/Full name/, 'First Name is required'],
      [/Date of birth/, 'Date Of Birth is required'],
      [/Current company/, 'Company is required'],
      [/Current position/, 'Position is required'],
      [/Experience/, 'Experience is required'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.keyboard('{Tab}');
    expect(screen.queryByText('Gender is required')).not.toBeInTheDocument();
  });

  it('asks for the date of birth day first, and says so when the typed one is not a real date', async () => {
    const { user } = await openApplication();
    const dateOfBirth = screen.getByLabelText(/Date of birth/);
    expect(dateOfBirth).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await pasteInto(user, dateOfBirth, '03/17/1994');
    await user.tab();
    expect(await screen.findByText('Please enter a valid Date Of Birth')).toBeInTheDocument();
    await user.clear(dateOfBirth);
    await pasteInto(user, dateOfBirth, '17/03/1994');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Please enter a valid Date Of Birth')).not.toBeInTheDocument());
  });

  it("shows 'Gender is required' once the gender is left without a choice", async () => {
    const { user } = await openApplication();
    screen.getByRole('radio', { name: 'Male' }).focus();
    await user.tab();
    expect(await screen.findByText('Gender is required')).toBeInTheDocument();
  });

  it('shows the Gender error once its label is clicked and the choice left, as every text field does', async () => {
    const { user } = await openApplication();
    await user.click(screen.getByText('Gender'));
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    await user.click(screen.getByLabelText(/Date of birth/));
    expect(await screen.findByText('Gender is required')).toBeInTheDocument();
  });

  it('marks the CV as required and says, under the disabled Submit, what is still missing', async () => {
    const { user, submit } = await openApplication();
    expect(screen.getByText('CV')).toHaveTextContent('CV *');
    expect(submit()).toHaveAccessibleDescription('To submit, fill in every field marked * and add your CV.');
    const typeInto = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    typeInto(/Full name/, 'Aisha Rahman');
    typeInto(/Date of birth/, '1994-03-17');
    typeInto(/Current company/, 'Emirates Digital Studio');
    typeInto(/Current position/, 'Frontend Developer');
    expect(submit()).toHaveAccessibleDescription('To submit, still needed: Gender, Experience and your CV.');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    typeInto(/Experience/, '5 years');
    expect(submit()).toHaveAccessibleDescription('To submit, still needed: your CV.');
    await user.upload(cvInput(), pdf());
    await screen.findByText(wholeText('aisha-cv.pdf is uploaded and goes with your application'));
    expect(submit()).toBeEnabled();
    expect(submit()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/To submit/)).not.toBeInTheDocument();
  });

  it('keeps Submit disabled until the form is valid and a CV is uploaded', async () => {
    const { user, submit } = await openApplication();
    expect(submit()).toBeDisabled();
    await fillApplication(user);
    expect(submit()).toBeDisabled();
    await user.upload(cvInput(), pdf());
    expect(
      await screen.findByText(wholeText('aisha-cv.pdf is uploaded and goes with your application')),
    ).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it.each([
    [
      'a file that is not PDF, DOC or DOCX',
      new File(['x'], 'photo.png', { type: 'image/png' }),
      'Please choose a PDF, DOC or DOCX file.',
    ],
    ['a CV over 5 MB', pdf('big.pdf', 5 * 1024 * 1024 + 1), 'Your CV must be 5 MB or smaller.'],
    ['an empty (0-byte) CV', pdf('empty.pdf', 0), 'This file is empty. Please choose your CV again.'],
  ])('rejects %s before sending anything', async (_, file, message) => {
    let uploads = 0;
    server.use(
      getUploadFileMockHandler(() => {
        uploads += 1;
        return getUploadFileResponseMock();
      }),
    );
    const { user, submit } = await openApplication();
    // The picker's accept filter would hide such a file; a drop or a pasted path can still bring one.
    fireEvent.change(cvInput(), { target: { files: [file] } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(uploads).toBe(0);
    await fillApplication(user);
    expect(submit()).toBeDisabled();
  });

  it('uploads the CV as multipart field file, shows progress, and applies with exactly the payload of the spec', async () => {
    window.localStorage.setItem('garageId', 'garage-42');
    let uploaded: FormDataEntryValue | null = null;
    let applied: unknown;
    server.use(
      getUploadFileMockHandler(async ({ request }) => {
        uploaded = (await request.formData()).get('file');
        await delay(100);
        return { Result: '/uploads/cv/aisha.pdf', Message: 'File uploaded', Status: 'Success', StatusCode: 200 };
      }),
      getApplyForJobMockHandler(async ({ request }) => {
        applied = await request.json();
        return { Message: 'Thank you for applying.', Status: 'Success', StatusCode: 200 };
      }),
    );
    const { user, submit, dialog } = await openApplication();
    await fillApplication(user);
    await user.upload(cvInput(), pdf());
    expect(await screen.findByText('Uploading your CV…')).toBeInTheDocument();
    expect(
      await screen.findByText(wholeText('aisha-cv.pdf is uploaded and goes with your application')),
    ).toBeInTheDocument();
    expect((uploaded as File | null)?.name).toBe('aisha-cv.pdf');
    await user.click(submit());
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await findToast('Thank you for applying.')).toBeInTheDocument();
    expect(applied).toEqual({
      fulName: 'Aisha Rahman',
      gender: 'Female',
      dob: '1994-03-17',
      company: 'Emirates Digital Studio',
      position: 'Frontend Developer',
      experience: '5 years',
      jobId: jobs[0].Id,
      garageId: 'garage-42',
      cvPath: '/uploads/cv/aisha.pdf',
    });
  });

  it('sends garageId null when the browser has none', async () => {
    let applied: { garageId?: unknown } = {};
    server.use(
      getApplyForJobMockHandler(async ({ request }) => {
        applied = (await request.json()) as { garageId?: unknown };
        return { Message: 'Thanks', Status: 'Success', StatusCode: 200 };
      }),
    );
    const { user, submit } = await openApplication();
    await fillApplication(user);
    await user.upload(cvInput(), pdf());
    await screen.findByText(wholeText('aisha-cv.pdf is uploaded and goes with your application'));
    await user.click(submit());
    await findToast('Thanks');
    expect(applied.garageId).toBeNull();
  });

  it('stays open with everything kept when applying fails', async () => {
    server.use(getApplyForJobMockHandler(failsWith(500, { Message: 'down' })));
    const { user, submit, dialog } = await openApplication();
    await fillApplication(user);
    await user.upload(cvInput(), pdf());
    await screen.findByText(wholeText('aisha-cv.pdf is uploaded and goes with your application'));
    notifications.clean();
    await user.click(submit());
    expect(await findToast('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Aisha Rahman');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByText(wholeText('aisha-cv.pdf is uploaded and goes with your application'))).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('opens on /carreersPopup for the first job', async () => {
    renderWithProviders(<CareersPage />, { path: '/carreersPopup' });
    expect(await screen.findByRole('dialog', { name: `Apply for ${jobs[0].Title}` })).toBeInTheDocument();
  });
});

describe('Careers in Arabic', () => {
  const arabicJobs = jobs.map((job, index) => ({
    ...job,
    Title: ['مطوّر واجهات أمامية أول (React)', 'مصمم تجربة المستخدم', 'أخصائي نجاح العملاء'][index] ?? job.Title,
    JobDescription: '<p>ابنِ المواقع والمتاجر التي تعتمد عليها آلاف الشركات في الإمارات.</p>',
    Location: 'الخليج التجاري، دبي',
  }));
  const renderArabicCareers = () => {
    server.use(getListJobsMockHandler({ ...getListJobsResponseMock(), Result: arabicJobs }));
    return renderWithProviders(<CareersPage />, { locale: 'ar' });
  };
  const openArabicApplication = async () => {
    const user = userEvent.setup();
    renderArabicCareers();
    await user.click(await screen.findByRole('button', { name: 'قدّم الآن' }));
    const dialog = await screen.findByRole('dialog', { name: `التقدّم لوظيفة ${arabicJobs[0].Title}` });
    return { user, dialog, submit: () => within(dialog).getByRole('button', { name: 'إرسال الطلب' }) };
  };

  it('lists the open positions under Arabic headings, dated in Arabic, with Arabic sort choices', async () => {
    renderArabicCareers();
    expect(screen.getByRole('heading', { level: 1, name: 'انضم إلى فريقنا' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'الوظائف الشاغرة' });
    expect(screen.getByRole('heading', { level: 2, name: 'الوظائف الشاغرة' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('10 نوفمبر 2026');
    expect(screen.getByText('نوظّف الآن')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('الترتيب حسب المسمّى'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ترتيب', 'تصاعدي', 'تنازلي']);
  });

  it('says in Arabic that there are no jobs', async () => {
    server.use(getListJobsMockHandler({ ...getListJobsResponseMock(), Result: [] }));
    renderWithProviders(<CareersPage />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'لا توجد وظائف' })).toBeInTheDocument();
    expect(screen.getByText('لا توجد وظائف متاحة حالياً')).toBeInTheDocument();
  });

  it("gives each JobPosting the Arabic edition's careers address", async () => {
    renderArabicCareers();
    await screen.findByRole('list', { name: 'الوظائف الشاغرة' });
    expect(jsonLdBlocks()[0]).toMatchObject({
      '@type': 'JobPosting',
      title: arabicJobs[0].Title,
      url: 'https://www.webbee.ae/ar/careers',
      jobLocation: { address: { addressLocality: 'الخليج التجاري، دبي' } },
    });
  });

  it('checks the application in Arabic', async () => {
    const { user, submit } = await openArabicApplication();
    expect(submit()).toHaveAccessibleDescription('للإرسال، املأ كل حقل عليه علامة * وأضف سيرتك الذاتية.');
    await user.click(screen.getByLabelText(/الاسم الكامل/));
    await user.tab();
    expect(await screen.findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
    screen.getByRole('radio', { name: 'ذكر' }).focus();
    await user.tab();
    expect(await screen.findByText('الجنس مطلوب')).toBeInTheDocument();

    const typeInto = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    typeInto(/الاسم الكامل/, 'عائشة رحمن');
    // Typed day first, as the page's placeholder asks, with the digits an Arabic keyboard types.
    expect(screen.getByLabelText(/تاريخ الميلاد/)).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
    typeInto(/تاريخ الميلاد/, '٣١/٠٢/١٩٩٤');
    await user.click(screen.getByLabelText(/تاريخ الميلاد/));
    await user.tab();
    expect(await screen.findByText('يرجى إدخال تاريخ ميلاد صحيح')).toBeInTheDocument();
    typeInto(/تاريخ الميلاد/, '١٧/٠٣/١٩٩٤');
    typeInto(/الشركة الحالية/, 'استوديو الإمارات الرقمي');
    typeInto(/المنصب الحالي/, 'مطوّرة واجهات أمامية');
    expect(submit()).toHaveAccessibleDescription('للإرسال، ما زال مطلوباً: الجنس والخبرة وسيرتك الذاتية.');
  });

  it('refuses a file that is not a CV in Arabic', async () => {
    await openArabicApplication();
    fireEvent.change(cvInput(), { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('يُرجى اختيار ملف PDF أو DOC أو DOCX.')).toBeInTheDocument();
  });

  it('shows an uploaded Latin file name in its own direction', async () => {
    const { user } = await openArabicApplication();
    await user.upload(cvInput(), pdf());
    const uploaded = await screen.findByText(wholeText('تم رفع aisha-cv.pdf، وسيُرسل مع طلبك'));
    expect(uploaded.querySelector('bdi')).toHaveTextContent(/^aisha-cv\.pdf$/);
    // The name in the field as well as in the note under it.
    expect(screen.getAllByText('aisha-cv.pdf', { selector: 'bdi' })).toHaveLength(2);
  });

  it("asks in Arabic and toasts the API's Arabic thanks", async () => {
    // The contract's ar example, answered when the call asks for Arabic.
    const arabicThanks = 'شكرًا لتقدّمك. يراجع فريق الموارد البشرية كل طلب، وسيتواصل معك إذا كنت ضمن القائمة المختصرة.';
    server.use(
      getApplyForJobMockHandler(({ request }) =>
        request.headers.get('Accept-Language') === 'ar'
          ? { ...getApplyForJobResponseMock(), Message: arabicThanks }
          : getApplyForJobResponseMock(),
      ),
    );
    const { user, dialog, submit } = await openArabicApplication();
    await pasteInto(user, screen.getByLabelText(/الاسم الكامل/), 'عائشة رحمن');
    await user.click(screen.getByRole('radio', { name: 'أنثى' }));
    fireEvent.change(screen.getByLabelText(/تاريخ الميلاد/), { target: { value: '1994-03-17' } });
    await pasteInto(user, screen.getByLabelText(/الشركة الحالية/), 'استوديو الإمارات الرقمي');
    await pasteInto(user, screen.getByLabelText(/المنصب الحالي/), 'مطوّرة واجهات أمامية');
    await pasteInto(user, screen.getByLabelText(/الخبرة/), '5 سنوات');
    await user.upload(cvInput(), pdf());
    await screen.findByText(wholeText('تم رفع aisha-cv.pdf، وسيُرسل مع طلبك'));
    await user.click(submit());
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await findToast(arabicThanks)).toBeInTheDocument();
  });
});

import type { Job } from '@/api/generated/model';
import { getListJobsResponseMock } from '@/api/generated/careers/careers.msw';

const arabicWords = [
  {
    Title: 'مطوّر واجهات أمامية أول (React)',
    JobDescription:
      '<p>ابنِ المواقع والمتاجر الإلكترونية التي تعتمد عليها آلاف الشركات في الإمارات.</p><h3>مهامك</h3><ul><li>بناء صفحات متجاوبة باستخدام React وTypeScript</li><li>الحفاظ على سرعة مواقعنا وسهولة الوصول إليها</li></ul>',
    Location: 'الخليج التجاري، دبي',
    EmploymentType: 'دوام كامل',
    Experience: '5 سنوات فأكثر',
  },
  {
    Title: 'مصمم تجربة المستخدم',
    JobDescription: '<p>صمّم تجارب بسيطة وواضحة لأصحاب الأعمال وعملائهم، على الهاتف والحاسوب.</p>',
    Location: 'أبوظبي',
    EmploymentType: 'دوام كامل',
    Experience: '3 سنوات فأكثر',
  },
  {
    Title: 'أخصائي نجاح العملاء',
    JobDescription: '<p>رافق عملاءنا من التسجيل حتى إطلاق مواقعهم، وأجب عن أسئلتهم بالعربية والإنجليزية.</p>',
    Location: 'الشارقة',
    EmploymentType: 'دوام كامل، عمل مرن',
    Experience: 'سنتان فأكثر',
  },
];

/** The contract's example jobs with Arabic titles, descriptions, places and tags, as the Arabic edition receives them. */
export const arabicJobs: Job[] = getListJobsResponseMock().Result.map((job, index) => ({
  ...job,
  ...arabicWords[index % arabicWords.length],
}));

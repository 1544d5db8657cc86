import { siteConfig } from '@/api/config';
import type { Job } from '@/api/generated/model';
import { JsonLd } from '@/components/JsonLd';
import { excerptAsHtml, htmlExcerpt } from '@/components/htmlText';
import { company } from '@/content/company';
import { localizedPath } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';

/** One job as JobPosting structured data. */
function JobPosting({ job, careersUrl }: { job: Job; careersUrl: string }) {
  return (
    <JsonLd
      data={{
        '@type': 'JobPosting',
        title: job.Title,
        url: careersUrl,
        // Its paragraphs, lists and emphasis, rebuilt from its text: HTML that needs no sanitiser.
        description: excerptAsHtml(htmlExcerpt(job.JobDescription, Infinity)),
        datePosted: job.CreationDate,
        hiringOrganization: { '@type': 'Organization', name: company.legalName, sameAs: siteConfig.siteUrl },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: job.Location, addressCountry: 'AE' },
        },
      }}
    />
  );
}

/** Each open job as JobPosting structured data, so job search engines can list it. */
export function JobPostings({ jobs }: { jobs: Job[] }) {
  const careersUrl = siteConfig.siteUrl + localizedPath('/careers', useLocale());
  return (
    <>
      {jobs.map((job) => (
        <JobPosting key={job.Id} job={job} careersUrl={careersUrl} />
      ))}
    </>
  );
}

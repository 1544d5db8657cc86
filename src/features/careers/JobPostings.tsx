import { siteConfig } from '@/api/config';
import type { Job } from '@/api/generated/model';
import { JsonLd } from '@/components/JsonLd';
import { useSanitizer } from '@/components/sanitizer';
import { company } from '@/content/company';
import { localizedPath } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';

/**
 * One job as JobPosting structured data. A component of its own, so React can yield between two
 * jobs as it hydrates: each sanitises its description, and a whole list in one component's render
 * would make one long task.
 */
function JobPosting({ job, careersUrl }: { job: Job; careersUrl: string }) {
  const sanitize = useSanitizer();
  return (
    <JsonLd
      data={{
        '@type': 'JobPosting',
        title: job.Title,
        url: careersUrl,
        description: sanitize(job.JobDescription),
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

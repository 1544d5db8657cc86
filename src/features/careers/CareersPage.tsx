import {
  Badge,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { siteConfig } from '@/api/config';
import { useListJobs } from '@/api/generated/careers/careers';
import type { Job } from '@/api/generated/model';
import { popups, usePopups } from '@/lib/popups';
import { formatDate } from '@/components/formatDate';
import { JsonLd } from '@/components/JsonLd';
import { PageHero } from '@/components/PageHero';
import { htmlToText } from '@/components/htmlText';
import { SafeHtml } from '@/components/SafeHtml';
import { useSanitizer } from '@/components/sanitizer';
import { EmptyState, LoadError } from '@/components/StatusMessage';
import { company } from '@/content/company';
import classes from './CareersPage.module.css';

const ApplicationModal = lazy(() => import('./ApplicationModal'));

/** Spec section 9: the Careers page asks for page 1 of 10 jobs. */
const jobsRequest = { search: '', pageNumber: 1, pageSize: 10 };

type SortOrder = '' | 'asc' | 'desc';
const sortOptions = [
  { value: '', label: 'Sort' },
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

const sortByTitle = (jobs: Job[], order: SortOrder) =>
  order === '' ? jobs : [...jobs].sort((a, b) => (order === 'asc' ? 1 : -1) * a.Title.localeCompare(b.Title));

function JobPostings({ jobs }: { jobs: Job[] }) {
  const sanitize = useSanitizer();
  return (
    <>
      {jobs.map((job) => (
        <JsonLd
          key={job.Id}
          data={{
            '@type': 'JobPosting',
            title: job.Title,
            description: sanitize(job.JobDescription),
            datePosted: job.CreationDate,
            hiringOrganization: { '@type': 'Organization', name: company.legalName, sameAs: siteConfig.siteUrl },
            jobLocation: {
              '@type': 'Place',
              address: { '@type': 'PostalAddress', addressLocality: job.Location, addressCountry: 'AE' },
            },
          }}
        />
      ))}
    </>
  );
}

function JobFacts({ job }: { job: Job }) {
  return (
    <Group gap="md" c="dimmed" fz="sm">
      <Group gap={4}>
        <IconMapPin size={16} aria-hidden="true" />
        <span>{job.Location}</span>
      </Group>
      <Group gap={4}>
        <IconCalendarEvent size={16} aria-hidden="true" />
        <time dateTime={job.CreationDate}>{formatDate(job.CreationDate)}</time>
      </Group>
    </Group>
  );
}

/** Careers: open jobs on the left, the chosen one's details on the right (below on phones). */
export default function CareersPage({ openApplicationOnLoad = false }: { openApplicationOnLoad?: boolean }) {
  const jobsQuery = useListJobs(jobsRequest);
  const [order, setOrder] = useState<SortOrder>('');
  const [selectedId, setSelectedId] = useState<number>();
  const { jobApplication } = usePopups();
  const jobs = sortByTitle(jobsQuery.data?.Result ?? [], order);
  const selected = jobs.find((job) => job.Id === selectedId) ?? jobsQuery.data?.Result[0];
  const applyingFor = jobs.find((job) => job.Id === jobApplication);
  const firstJobId = jobsQuery.data?.Result[0]?.Id;

  useEffect(() => {
    if (openApplicationOnLoad && firstJobId !== undefined) popups.openJobApplication(firstJobId);
  }, [openApplicationOnLoad, firstJobId]);
  useEffect(() => popups.closeJobApplication, []);

  const content = (() => {
    if (jobsQuery.isPending) {
      return (
        <Center py={96}>
          <Loader aria-label="Loading jobs" />
        </Center>
      );
    }
    if (jobsQuery.isError) return <LoadError what="the jobs" onRetry={() => void jobsQuery.refetch()} />;
    if (!selected) return <EmptyState title="No Jobs" description="There are no jobs available right now" />;
    return (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Title order={2} size="h3">
                Open positions
              </Title>
              <NativeSelect
                label="Sort by title"
                data={sortOptions}
                value={order}
                onChange={(event) => setOrder(event.currentTarget.value as SortOrder)}
                w={160}
              />
            </Group>
            <ul className={classes.jobList} aria-label="Open positions">
              {jobs.map((job) => (
                <li key={job.Id}>
                  <UnstyledButton
                    className={classes.job}
                    aria-pressed={job.Id === selected.Id}
                    onClick={() => setSelectedId(job.Id)}
                  >
                    <Text fw={700}>{job.Title}</Text>
                    <Text size="sm" lineClamp={2} mt={4}>
                      {htmlToText(job.JobDescription)}
                    </Text>
                    <JobFacts job={job} />
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="job-title">
            <Stack gap="md">
              <Badge variant="light" w="fit-content">
                Now hiring
              </Badge>
              <Title order={2} id="job-title">
                {selected.Title}
              </Title>
              <JobFacts job={selected} />
              <SafeHtml html={selected.JobDescription} />
              <Button size="md" w="fit-content" onClick={() => popups.openJobApplication(selected.Id)}>
                Apply Now
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <JobPostings jobs={jobs} />
      </Grid>
    );
  })();

  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Join Our Team"
        intro="We are a team of designers, engineers and customer-success people in Dubai, Abu Dhabi and Sharjah, helping thousands of UAE businesses grow online."
      />
      <Container size="xl" py={64}>
        {content}
      </Container>
      {applyingFor && (
        <Suspense fallback={null}>
          <ApplicationModal key={applyingFor.Id} job={applyingFor} opened onClose={popups.closeJobApplication} />
        </Suspense>
      )}
    </>
  );
}

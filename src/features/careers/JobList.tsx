import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Stack, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { Job } from '@/api/generated/model';
import { htmlExcerpt } from '@/components/htmlText';
import { SafeHtml } from '@/components/SafeHtml';
import { editions } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';
import { JobFacts } from './JobFacts';
import classes from './JobList.module.css';

type SortOrder = '' | 'asc' | 'desc';
const sortOptions: { value: SortOrder; label: MessageDescriptor }[] = [
  { value: '', label: msg`Sort` },
  { value: 'asc', label: msg`Ascending` },
  { value: 'desc', label: msg`Descending` },
];

/** About two lines of a card: the excerpt ends after the paragraph or list item that reaches it. */
const excerptWords = 16;

/** The jobs in the API's order, or by title in the alphabetical order of the edition's language. */
const sortByTitle = (jobs: Job[], order: SortOrder, collator: Intl.Collator) =>
  order === '' ? jobs : [...jobs].sort((a, b) => (order === 'asc' ? 1 : -1) * collator.compare(a.Title, b.Title));

interface JobListProps {
  jobs: Job[];
  chosenId: number;
  onChoose: (jobId: number) => void;
}

/** The open positions, in the API's order or sorted by title, each chosen with a click. */
export function JobList({ jobs, chosenId, onChoose }: JobListProps) {
  const { i18n, t } = useLingui();
  const collator = new Intl.Collator(editions[useLocale()].intl);
  const [order, setOrder] = useState<SortOrder>('');
  return (
    <Stack gap="md">
      {/* One line of text: the heading, the control's label and its value share a baseline. */}
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} size="h3">
          <Trans>Open positions</Trans>
        </Title>
        <NativeSelect
          label={t`Sort by title`}
          // 'Sort' is the placeholder: shown until an order is chosen, greyed, and not an order itself.
          data={sortOptions.map(({ value, label }) => ({ value, label: i18n._(label), disabled: value === '' }))}
          classNames={{
            root: classes.sort,
            label: classes.sortLabel,
            wrapper: classes.sortField,
            input: order === '' ? classes.sortPlaceholder : undefined,
          }}
          value={order}
          onChange={(event) => setOrder(event.currentTarget.value as SortOrder)}
          rightSectionWidth={28}
        />
      </Group>
      <ul className={classes.jobList} aria-label={t`Open positions`}>
        {sortByTitle(jobs, order, collator).map((job) => (
          <li key={job.Id} className={classes.job} data-chosen={job.Id === chosenId}>
            {/* The title is the button; the whole card answers its clicks, and the excerpt may hold lists. */}
            <UnstyledButton
              className={classes.choose}
              aria-pressed={job.Id === chosenId}
              onClick={() => onChoose(job.Id)}
            >
              {job.Title}
            </UnstyledButton>
            <SafeHtml html={htmlExcerpt(job.JobDescription, excerptWords)} className={classes.excerpt} />
            <JobFacts job={job} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}

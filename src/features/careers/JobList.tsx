import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Title, Typography, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { createElement, useId, useState, type CSSProperties, type ReactNode } from 'react';
import type { Job } from '@/api/generated/model';
import { htmlExcerpt, type ExcerptNode } from '@/components/htmlText';
import { editions } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';
import { jobCardId } from './jobCard';
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

/** An excerpt's paragraphs, lists and emphasis as elements, its text as text. */
const excerptElements = (nodes: ExcerptNode[]): ReactNode[] =>
  nodes.map((node, index) =>
    typeof node === 'string' ? node : createElement(node.tag, { key: index }, ...excerptElements(node.children)),
  );

/** The jobs in the API's order, or by title in the alphabetical order of the edition's language. */
const sortByTitle = (jobs: Job[], order: SortOrder, collator: Intl.Collator) =>
  order === '' ? jobs : [...jobs].sort((a, b) => (order === 'asc' ? 1 : -1) * collator.compare(a.Title, b.Title));

interface JobListProps {
  jobs: Job[];
  chosenId: number;
  onChoose: (jobId: number) => void;
  /** The chosen job in full: beside the list from 1024 px, under the chosen job's card below that. */
  details: ReactNode;
}

/**
 * The open positions, in the API's order or sorted by title, each chosen with a click, and the
 * chosen one's details. One grid holds the heading, the cards and the details, so that CSS alone
 * sets the details beside the list or, on phones and tablets, right under the card that was tapped.
 */
export function JobList({ jobs, chosenId, onChoose, details }: JobListProps) {
  const { i18n, t } = useLingui();
  const collator = new Intl.Collator(editions[useLocale()].intl);
  const [order, setOrder] = useState<SortOrder>('');
  const sortId = useId();
  const sorted = sortByTitle(jobs, order, collator);
  // The heading, then each card at an odd place: the details take the even place after the chosen card's.
  const detailsPlace = { order: 2 * sorted.findIndex((job) => job.Id === chosenId) + 2 };
  return (
    <div className={classes.board} style={{ '--job-rows': jobs.length + 1 } as CSSProperties}>
      {/* One line of text: the heading, the control's label and its value share a baseline. */}
      <Group justify="space-between" align="baseline" gap="sm" className={classes.head}>
        <Title order={2} size="h3">
          <Trans>Open positions</Trans>
        </Title>
        {/* The platform's own select: the list needs no more of a control, and Mantine's would add its input code to the page. */}
        <div className={classes.sort}>
          <label htmlFor={sortId} className={classes.sortLabel}>
            {t`Sort by title`}
          </label>
          <span className={classes.sortField}>
            <select
              id={sortId}
              className={classes.sortSelect}
              data-placeholder={order === '' || undefined}
              value={order}
              onChange={(event) => setOrder(event.currentTarget.value as SortOrder)}
            >
              {/* 'Sort' is the placeholder: shown until an order is chosen, greyed, and not an order itself. */}
              {sortOptions.map(({ value, label }) => (
                <option key={value} value={value} disabled={value === ''}>
                  {i18n._(label)}
                </option>
              ))}
            </select>
            <IconChevronDown size={16} className={classes.sortChevron} aria-hidden="true" />
          </span>
        </div>
      </Group>
      <ul className={classes.jobList} aria-label={t`Open positions`}>
        {sorted.map((job, index) => (
          <li
            key={job.Id}
            id={jobCardId(job.Id)}
            className={classes.job}
            data-chosen={job.Id === chosenId}
            style={{ order: 2 * index + 1 }}
          >
            {/* The title is the button; the whole card answers its clicks, and the excerpt may hold lists. */}
            <UnstyledButton
              className={classes.choose}
              aria-pressed={job.Id === chosenId}
              onClick={() => onChoose(job.Id)}
            >
              {job.Title}
            </UnstyledButton>
            <Typography className={classes.excerpt}>
              <div>{excerptElements(htmlExcerpt(job.JobDescription, excerptWords))}</div>
            </Typography>
            <JobFacts job={job} />
          </li>
        ))}
      </ul>
      <div className={classes.details} style={detailsPlace}>
        {details}
      </div>
    </div>
  );
}

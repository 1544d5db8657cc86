/** The id of a job's card in the list, brought into view with its details when a phone visitor chooses it. */
export const jobCardId = (jobId: number) => `job-${jobId}`;

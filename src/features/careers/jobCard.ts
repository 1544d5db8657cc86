/** The id of a job's card in the list, which the details' way back to the list links to. */
export const jobCardId = (jobId: number) => `job-${jobId}`;

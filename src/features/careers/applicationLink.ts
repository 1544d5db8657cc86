/** The public link that opens Careers with the application for the first job, spelled as the spec's route table has it. */
export const applicationLinkPath = '/carreersPopup';

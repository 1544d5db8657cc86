import CareersPage from './CareersPage';

export { prefetch } from './CareersPage';

/** /carreersPopup (spelled so in public links): the Careers page with the application open for the first job. */
export default function CareersApplicationPage() {
  return <CareersPage openApplicationOnLoad />;
}

// Mantine's whole stylesheet: a hand-kept list of per-component files drifts from the components
// in use. The prerender inlines the rules the first screen needs and loads the rest without blocking.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'virtual:mantine-theme.css';
import './global.css';

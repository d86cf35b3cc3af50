/**
 * The sheets of the components only signed-in screens use, loaded with the shell after the base
 * sheets of app/styles.ts, in the order of Mantine's own sheet.
 */
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';

import HomePage from '../page';

// /home is an alias of the home page. Segment config is read per file, so it is repeated here.
export const dynamic = 'force-dynamic';

export { generateMetadata } from '../page';

export default HomePage;

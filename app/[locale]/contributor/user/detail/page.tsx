import { placeholderRoute } from '../../../../../components/placeholder-route.tsx';

const route = placeholderRoute('/contributor/user/detail', 'contributorDetail');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { placeholderRoute } from '../../../components/placeholder-route.tsx';

const route = placeholderRoute('/contributor', 'contributor');
export const generateMetadata = route.generateMetadata;
export default route.Page;

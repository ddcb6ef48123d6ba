import { placeholderRoute } from '../../../components/placeholder-route.tsx';

const route = placeholderRoute('/show', 'show');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { placeholderRoute } from '../../../components/placeholder-route.tsx';

const route = placeholderRoute('/family', 'family');
export const generateMetadata = route.generateMetadata;
export default route.Page;

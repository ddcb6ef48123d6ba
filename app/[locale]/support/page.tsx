import { placeholderRoute } from '../../../components/placeholder-route.tsx';

const route = placeholderRoute('/support', 'support');
export const generateMetadata = route.generateMetadata;
export default route.Page;

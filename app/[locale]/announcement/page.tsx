import { placeholderRoute } from '../../../components/placeholder-route.tsx';

const route = placeholderRoute('/announcement', 'announcement');
export const generateMetadata = route.generateMetadata;
export default route.Page;

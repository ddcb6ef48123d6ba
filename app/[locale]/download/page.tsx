import { placeholderRoute } from '../../../components/placeholder-route.tsx';

const route = placeholderRoute('/download', 'download');
export const generateMetadata = route.generateMetadata;
export default route.Page;

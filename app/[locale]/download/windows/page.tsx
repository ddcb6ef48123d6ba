import { placeholderRoute } from '../../../../components/placeholder-route.tsx';

const route = placeholderRoute('/download/windows', 'downloadWindows');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { placeholderRoute } from '../../../../components/placeholder-route.tsx';

const route = placeholderRoute('/show/index1', 'showIndex1');
export const generateMetadata = route.generateMetadata;
export default route.Page;

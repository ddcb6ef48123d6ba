import { placeholderVariants } from '../../../../../components/placeholder-route.tsx';

const route = placeholderVariants('arch', '/download/mac', {
  apple: 'downloadMacApple',
  intel: 'downloadMacIntel',
});
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

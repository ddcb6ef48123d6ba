import { placeholderVariants } from '../../../../../components/placeholder-route.tsx';

const route = placeholderVariants('distribution', '/download/linux', {
  ubuntu: 'downloadLinuxUbuntu',
  centos: 'downloadLinuxCentos',
  debian: 'downloadLinuxDebian',
});
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { notFound } from 'next/navigation';

// Any path no route claims: the localised not-found page of its locale, with status 404.
export default function UnknownPage() {
  notFound();
}

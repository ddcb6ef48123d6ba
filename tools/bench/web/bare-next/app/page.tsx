export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph: what the same Next costs a page before any site code.</p>
    </main>
  );
}

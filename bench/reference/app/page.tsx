export default function Page() {
  return (
    <main>
      <h1>Private jet charter from Mumbai</h1>
      <p>
        A bare Next.js page, rendered on the server and exported as static HTML: no client components,
        no styles, no images. What it costs is what the framework costs.
      </p>
    </main>
  );
}

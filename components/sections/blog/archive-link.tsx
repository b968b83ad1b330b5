import Link from 'next/link';

export function ArchiveLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-10 text-center">
      <Link href={href} className="text-gold underline underline-offset-4 hover:text-gold/80">
        {label}
      </Link>
    </p>
  );
}

type PhoneLabelProps = { template: string; phone: string };

// A label with `{phone}` in it: on a narrow screen its words may wrap, the number never does.
export function PhoneLabel({ template, phone }: PhoneLabelProps) {
  const [before, ...after] = template.split('{phone}');
  return (
    <span className="text-center whitespace-normal">
      {before}
      {after.length > 0 ? <span className="whitespace-nowrap">{phone}</span> : null}
      {after.join(phone)}
    </span>
  );
}

import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import { ageInYears, auditLine, hoursBand, nextInspectionLine } from '@/lib/fleet/provenance-format';
import type { ProvenanceCard } from '@/lib/schemas/content/provenance';
import { formatMonth } from '@/lib/time/months';
import { MonthVerdict } from './provenance-dates';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="eyebrow">{term}</dt>
      {children}
    </div>
  );
}

type ProvenancePanelProps = {
  card: ProvenanceCard;
  builtOn: string;
  disclaimer?: string;
};

export function ProvenancePanel({ card, builtOn, disclaimer }: ProvenancePanelProps) {
  const thisYear = Number(builtOn.slice(0, 4));
  return (
    <div className="grid gap-5 rounded-card border border-border bg-muted/40 p-5 text-sm">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Row term="Operator">
          <dd>{card.operator}</dd>
          <dd className="text-muted-foreground">DGCA NSOP permit No. {card.nsopPermit}</dd>
        </Row>
        <Row term="Registration">
          <dd>{card.registration}</dd>
        </Row>
        <Row term="Year of manufacture">
          <dd>{card.yearOfManufacture}</dd>
          <dd className="text-muted-foreground">Age: {ageInYears(card.yearOfManufacture, thisYear)}</dd>
        </Row>
        <Row term="Major inspections">
          <dd>Last: {formatMonth(card.lastMajorInspection)}</dd>
          <MonthVerdict
            month={card.nextInspectionDue}
            builtOn={builtOn}
            current={nextInspectionLine(card.nextInspectionDue, false)}
            passed={nextInspectionLine(card.nextInspectionDue, true)}
          />
        </Row>
        <Row term="Crew hours on type">
          <dd>Captain: {hoursBand(card.crew.captainHoursOnType)}</dd>
          <dd>First officer: {hoursBand(card.crew.firstOfficerHoursOnType)}</dd>
        </Row>
        <Row term="Safety audits">
          {card.audits.length ? (
            card.audits.map((audit) => (
              <MonthVerdict
                key={audit.standard}
                month={audit.validTo}
                builtOn={builtOn}
                current={auditLine(audit, false)}
                passed={auditLine(audit, true)}
              />
            ))
          ) : (
            <dd>No third-party audit held</dd>
          )}
        </Row>
      </dl>
      <p className="text-muted-foreground">
        Card last updated {formatMonth(card.updated)}.{disclaimer ? ` ${disclaimer}` : null}
      </p>
      <IntentLink href="/safety/" className="font-semibold text-gold underline-offset-4 hover:underline">
        {content.safety.linkLabel}
      </IntentLink>
    </div>
  );
}

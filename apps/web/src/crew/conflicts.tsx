import type { FlightPack } from '@dutyfree/contracts';
import { fromMajor, isolate } from '@dutyfree/pricing';
import type { KeptConflicts } from './crew-store.ts';
import { type CrewStrings, fill, itemName as nameIn } from './crew-strings.ts';
import { money } from './trolley.ts';

interface Props {
  pack: FlightPack;
  /** As the sender last pulled them with the flight's changes; null before the first pull. */
  kept: KeptConflicts | null;
  t: CrewStrings;
  online: boolean;
  /** A send round now: it pulls the flight's changes, conflicts included. */
  onRefresh: () => void;
}

/**
 * The conflicts the server listed on the flight, each with both facts side by side. They come with every
 * pull of the flight's changes (on the duty token, so after the staff session has ended too) and are kept
 * on the device, so that the crew reads them again offline.
 */
export function Conflicts({ pack, kept, t, online, onRefresh }: Props) {
  const itemName = (itemId: number | null) => {
    const item = pack.trolley.find((candidate) => candidate.itemId === itemId);
    return item ? nameIn(item, t) : itemId === null ? '' : `#${itemId}`;
  };

  return (
    <section>
      <h1 className="h4">{t.conflicts.title}</h1>
      {kept === null && <p>{t.conflicts.notYet}</p>}
      {kept && (
        <p className="text-body-secondary">
          {fill(t.conflicts.asOf, { time: isolate(kept.fetchedAt.slice(0, 16).replace('T', ' ')) })}
        </p>
      )}
      {kept?.conflicts.length === 0 && <p>{t.conflicts.none}</p>}
      {kept?.conflicts.map((conflict) => (
        <article key={conflict.id} className="card mb-2" aria-labelledby={`conflict-${conflict.id}`}>
          <div className="card-body">
            <h2 className="h5" id={`conflict-${conflict.id}`}>
              {t.reasons[conflict.reason]} ·{' '}
              <bdi>
                {conflict.orderCode
                  ? fill(t.conflicts.order, { code: conflict.orderCode })
                  : itemName(conflict.itemId)}
              </bdi>
            </h2>
            <dl className="crew-facts mb-0">
              <div>
                <dt>{t.conflicts.stands}</dt>
                <dd lang="en" dir="ltr">
                  {conflict.stands}
                </dd>
              </div>
              <div>
                <dt>{t.conflicts.against}</dt>
                <dd lang="en" dir="ltr">
                  {conflict.against}
                </dd>
              </div>
            </dl>
            {conflict.refundDue && (
              <p className="mt-2 mb-0 fw-semibold">
                {fill(t.conflicts.refund, {
                  amount: money(fromMajor(conflict.refundDue.amount), conflict.refundDue.currencyCode),
                })}
              </p>
            )}
          </div>
        </article>
      ))}
      {online && (
        <button type="button" className="btn btn-outline-primary crew-action" onClick={onRefresh}>
          {t.conflicts.refresh}
        </button>
      )}
    </section>
  );
}

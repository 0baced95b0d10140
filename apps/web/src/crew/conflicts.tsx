import type { CabinConflictsResponse, FlightPack } from '@dutyfree/contracts';
import { fromMajor } from '@dutyfree/pricing';
import { useCallback, useEffect, useState } from 'react';
import { type CrewDb, type KeptConflicts, keepConflicts, keptConflicts } from './crew-store.ts';
import { type CrewStrings, fill } from './crew-strings.ts';
import { money } from './trolley.ts';

interface Props {
  db: CrewDb;
  pack: FlightPack;
  t: CrewStrings;
  online: boolean;
  fetchConflicts: (flightId: number) => Promise<CabinConflictsResponse>;
}

/**
 * The conflicts the server listed on the flight, each with both facts side by side. Fetched whenever the
 * screen opens with a connection, and kept on the device so that the crew can read them again offline.
 */
export function Conflicts({ db, pack, t, online, fetchConflicts }: Props) {
  const flightId = pack.flight.flightId;
  const [kept, setKept] = useState<KeptConflicts | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const fetchNow = useCallback(async () => {
    setFailed(false);
    try {
      const { conflicts } = await fetchConflicts(flightId);
      const fresh = { flightId, fetchedAt: new Date().toISOString(), conflicts };
      await keepConflicts(db, fresh);
      setKept(fresh);
    } catch {
      setFailed(true);
    }
  }, [db, fetchConflicts, flightId]);

  useEffect(() => {
    void keptConflicts(db, flightId).then((found) => setKept((current) => current ?? found ?? null));
    if (online) void fetchNow();
  }, [db, flightId, online, fetchNow]);

  const itemName = (itemId: number | null) =>
    pack.trolley.find((item) => item.itemId === itemId)?.name ?? (itemId === null ? '' : `#${itemId}`);

  return (
    <section>
      <h1 className="h4">{t.conflicts.title}</h1>
      {failed && (
        <p className="alert alert-warning" role="alert">
          {t.conflicts.failed}
        </p>
      )}
      {kept === null && <p>{t.conflicts.notYet}</p>}
      {kept && (
        <p className="text-body-secondary">
          {fill(t.conflicts.asOf, { time: kept.fetchedAt.slice(0, 16).replace('T', ' ') })}
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
        <button type="button" className="btn btn-outline-primary crew-action" onClick={() => void fetchNow()}>
          {t.conflicts.refresh}
        </button>
      )}
    </section>
  );
}

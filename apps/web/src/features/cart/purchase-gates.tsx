import { createContext, type ReactNode, useCallback, useContext, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/** SPEC §4: the questions asked before some products go into the cart. */
export type PurchaseGate = 'age' | 'euDestination';

/** 'proceed' adds the product, 'leave' goes to the home page, 'dismissed' (Escape, close) adds nothing. */
export type GateAnswer = 'proceed' | 'leave' | 'dismissed';

/** Asks a question; `reason` is the rule's reason in the shopper's language, which the question gives. */
type AskGate = (gate: PurchaseGate, reason?: string) => Promise<GateAnswer>;

const PurchaseGatesContext = createContext<AskGate>(() => Promise.resolve('dismissed'));

/** Asks one question at a time in a modal dialog and answers with what the traveller chose. */
export function usePurchaseGates(): AskGate {
  return useContext(PurchaseGatesContext);
}

export function PurchaseGatesProvider({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState<PurchaseGate>('age');
  const [reason, setReason] = useState('');
  const [show, setShow] = useState(false);
  const pending = useRef<(answer: GateAnswer) => void>(undefined);

  const ask = useCallback<AskGate>((next, why = '') => {
    // A question still open is given up: only the latest add goes on.
    pending.current?.('dismissed');
    setGate(next);
    setReason(why);
    setShow(true);
    return new Promise((resolve) => {
      pending.current = resolve;
    });
  }, []);

  function answer(choice: GateAnswer) {
    pending.current?.(choice);
    pending.current = undefined;
    setShow(false);
  }

  return (
    <PurchaseGatesContext.Provider value={ask}>
      {children}
      <GateDialog gate={gate} reason={reason} show={show} onAnswer={answer} />
    </PurchaseGatesContext.Provider>
  );
}

function GateDialog({
  gate,
  reason,
  show,
  onAnswer,
}: {
  gate: PurchaseGate;
  reason: string;
  show: boolean;
  onAnswer: (a: GateAnswer) => void;
}) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const bodyId = useId();
  const age = gate === 'age';
  return (
    <Modal
      show={show}
      onHide={() => onAnswer('dismissed')}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="purchase-gate"
    >
      <Modal.Header closeButton closeLabel={t('gates.close')}>
        <Modal.Title as="h2" id={titleId} className="h4">
          {age ? t('gates.age.title') : t('gates.eu.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>{age ? t('gates.age.body') : t('gates.eu.body', { reason })}</Modal.Body>
      <Modal.Footer>
        {age ? (
          <>
            <Button variant="outline-primary" onClick={() => onAnswer('leave')}>
              {t('gates.age.exit')}
            </Button>
            <Button variant="primary" onClick={() => onAnswer('proceed')}>
              {t('gates.age.yes')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline-primary" onClick={() => onAnswer('leave')}>
              {t('gates.eu.abort')}
            </Button>
            <Button variant="primary" onClick={() => onAnswer('proceed')}>
              {t('gates.eu.proceed')}
            </Button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}

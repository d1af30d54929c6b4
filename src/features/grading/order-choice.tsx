import { Download, X } from 'lucide-react';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { downloadText, toCsv } from '../../lib/csv';
import { serverMessageOr } from '../../domain/errors';
import type { GraderOrder } from '../../domain/graderOrder';
import { useServices } from '../../kit/services';
import { Button, Checkbox } from '../../ui';
import {
  CHOSEN_GRADE_CSV_COLUMNS,
  chosenGradeCsvName,
  NOTHING_CHOSEN,
  NOTHING_POSTED,
  postedGrades,
  readChosenOrders,
} from './grade-export';
import { orderTitle } from './order-page';

/** The orders chosen in the shipment tracker for one grade export: id → the tracker's name for it. */
interface OrderChoice {
  chosen: ReadonlyMap<string, string>;
  choose(order: GraderOrder, chosen: boolean): void;
  clear(): void;
}

const Choice = createContext<OrderChoice | null>(null);

function useOrderChoice(): OrderChoice {
  const choice = useContext(Choice);
  if (!choice) throw new Error('useOrderChoice must be used inside <OrderChoiceProvider>');
  return choice;
}

/**
 * Keeps the chosen orders while the tracker pages, searches, filters and refreshes: a choice is the
 * person's, not the list's (decision 0489).
 */
export function OrderChoiceProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const choice: OrderChoice = {
    chosen,
    choose: (order, on) =>
      setChosen((before) => {
        const next = new Map(before);
        if (on) next.set(order.id, orderTitle(order));
        else next.delete(order.id);
        return next;
      }),
    clear: () => setChosen(new Map()),
  };
  return <Choice.Provider value={choice}>{children}</Choice.Provider>;
}

/** A row's checkbox, named after its order ('Choose PSA week 48 for the grade export'). */
export function ChooseOrder({ order }: { order: GraderOrder }) {
  const { chosen, choose } = useOrderChoice();
  return (
    <Checkbox
      label={<span className={css({ srOnly: true })}>Choose {orderTitle(order)} for the grade export</span>}
      checked={chosen.has(order.id)}
      onCheckedChange={(on) => choose(order, on)}
    />
  );
}

const barStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const noteStyle = css({ fontSize: 'sm', color: 'fg.muted', maxW: 'sm' });

/**
 * 'Export grade CSV' of the chosen orders (issue 39 item 6): one file of their real posted grades, read
 * from the server when pressed. With nothing chosen, or nothing posted, it says so instead of
 * downloading an empty file.
 */
export function ExportChosenGrades() {
  const { backend } = useServices();
  const { chosen, clear } = useOrderChoice();
  const [state, setState] = useState<{ running: boolean; note: string | null }>({
    running: false,
    note: null,
  });
  const noteId = useId();
  const run = async () => {
    if (state.running) return;
    if (chosen.size === 0) return setState({ running: false, note: NOTHING_CHOSEN });
    setState({ running: true, note: null });
    try {
      const grades = postedGrades(await readChosenOrders(backend(), [...chosen.keys()]));
      if (grades.length === 0) return setState({ running: false, note: NOTHING_POSTED });
      const day = new Date().toISOString().slice(0, 10);
      downloadText(chosenGradeCsvName(chosen.size, day), toCsv(CHOSEN_GRADE_CSV_COLUMNS, grades));
      setState({ running: false, note: null });
    } catch (error) {
      setState({
        running: false,
        note: serverMessageOr(error, 'Unable to export those grades. Try again shortly.'),
      });
    }
  };
  const count = chosen.size;
  return (
    <div className={barStyle}>
      {count > 0 && (
        <span className={noteStyle}>
          {count} order{count === 1 ? '' : 's'} chosen
        </span>
      )}
      {count > 0 && (
        <Button variant="ghost" onClick={() => (clear(), setState({ running: false, note: null }))}>
          <X size={16} aria-hidden />
          Clear choice
        </Button>
      )}
      <Button
        loading={state.running}
        aria-describedby={state.note ? noteId : undefined}
        onClick={() => void run()}
      >
        <Download size={16} aria-hidden />
        Export grade CSV
      </Button>
      <p id={noteId} role="status" className={noteStyle}>
        {state.note}
      </p>
    </div>
  );
}

import { FileText, Tags } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../ui';
import { cardLabelsHref, packingSlipHref } from './order-paper';

/** 'Packing slip' and 'Card labels' in the order page's header (issue 39 item 9). */
export function OrderPaperLinks({ id }: { id: string }) {
  return (
    <>
      <Button asChild>
        <Link href={packingSlipHref(id)}>
          <FileText size={16} aria-hidden />
          Packing slip
        </Link>
      </Button>
      <Button asChild>
        <Link href={cardLabelsHref(id)}>
          <Tags size={16} aria-hidden />
          Card labels
        </Link>
      </Button>
    </>
  );
}

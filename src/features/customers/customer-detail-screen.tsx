import { FilePlus, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { DetailScreen } from '../../kit/detail-screen';
import { HistoryPanel } from '../../kit/history-panel';
import type { ScreenProps } from '../../kit/services';
import { useRecordScreen } from '../../kit/screen-actor';
import type { Customer } from '../../domain/customer';
import { customerFullName } from '../../domain/names';
import { Button, mainAndSideStyle } from '../../ui';
import { customerHref, newSubmissionHref } from './customer-columns';
import { CustomerBatches } from './customer-batches';
import { CustomerHeader } from './customer-header';
import { CustomerMetricCards, ReturnPerformance } from './customer-metrics';
import { CustomerNotFound } from './customer-not-found';
import { CustomerSidebar } from './customer-sidebar';

const columnStyle = css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' });

/** Customer detail (seed A §2 Customer detail). */
export default function CustomerDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const view = useRecordScreen<Customer>({
    id,
    load: ({ backend }, customerId, signal) => backend().customers.get(customerId, { signal }),
    remove: ({ backend }, customerId, signal) => backend().customers.remove(customerId, { signal }),
    onRemoved: ({ navigate }) => navigate('/customers'),
    label: { path: customerHref(id), of: customerFullName, missing: 'Customer not found' },
    recentView: (customer) => ({
      key: `customer-${customer.id}`,
      name: 'customer-detail',
      params: { id: customer.id },
      label: customerFullName(customer),
      description: customer.email || null,
      category: 'Customer',
    }),
  });

  return (
    <DetailScreen
      view={view}
      loading="Loading customer profile…"
      // Seed A §8: a load failure shows the not-found state too.
      missing={() => <CustomerNotFound />}
      header={(customer) => (
        <CustomerHeader
          customer={customer}
          actions={
            <>
              <Button asChild>
                <Link href={newSubmissionHref(customer.id)}>
                  <FilePlus size={16} aria-hidden />
                  Submission
                </Link>
              </Button>
              <Button asChild>
                <Link href={`${customerHref(customer.id)}/edit`}>
                  <Pencil size={16} aria-hidden />
                  Edit
                </Link>
              </Button>
              <Button variant="danger" onClick={view.remove.request} disabled={view.remove.pending}>
                <Trash2 size={16} aria-hidden />
                {view.remove.pending ? 'Removing…' : 'Delete'}
              </Button>
            </>
          }
        />
      )}
      removal={(customer) => ({
        title: `Remove ${customerFullName(customer)} from customers?`,
        message: "The customer is archived and leaves the directory's active list.",
        confirm: 'Delete',
        pending: 'Removing…',
        failed: 'Failed to delete customer',
      })}
    >
      {(customer) => (
        <>
          <CustomerMetricCards customer={customer} />
          <div className={mainAndSideStyle}>
            <div className={columnStyle}>
              <ReturnPerformance customer={customer} />
              <CustomerBatches customer={customer} />
              <HistoryPanel
                key={customer.version}
                recordType="customer"
                recordId={customer.id}
                restoreHref={`${customerHref(customer.id)}/edit`}
              />
            </div>
            <aside aria-label="Customer profile" className={columnStyle}>
              <CustomerSidebar customer={customer} />
            </aside>
          </div>
        </>
      )}
    </DetailScreen>
  );
}

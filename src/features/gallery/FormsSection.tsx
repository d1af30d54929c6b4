import { useState } from 'react';
import { Checkbox, Combobox, Field, Input, NumberStepper, PasswordInput, Select, Textarea } from '../../ui';
import { GallerySection, gridStyle } from './layout';
import { customers, services, states } from './sample-data';

export function FormsSection() {
  const [state, setState] = useState<string | null>(null);
  const [service, setService] = useState<string | null>('psa');
  const [customer, setCustomer] = useState<string | null>(null);
  const [cards, setCards] = useState<number | null>(1);
  const [notes, setNotes] = useState('');
  const [emails, setEmails] = useState(true);
  return (
    <GallerySection title="Forms">
      <div className={gridStyle}>
        <Field label="Email" helperText="We send invoice estimates to this address." required>
          <Input type="email" name="email" autoComplete="email" placeholder="name@example.com" />
        </Field>
        <Field label="Phone" errorText="Enter a phone number with 10 digits.">
          <Input type="tel" name="phone" defaultValue="555-01" />
        </Field>
        <PasswordInput label="Password" helperText="At least 12 characters." autoComplete="new-password" />
        <Field label="Certificate number" disabled>
          <Input defaultValue="PSA 81234567" />
        </Field>
        <Select
          label="State"
          searchLabel="Search states"
          placeholder="Choose a state"
          options={states}
          value={state}
          onValueChange={setState}
          helperText="Type in the search box to filter the list."
        />
        <Select
          label="Grading service"
          options={services}
          value={service}
          onValueChange={setService}
          searchable={false}
        />
        <Combobox
          label="Customer"
          placeholder="Start typing a name"
          options={customers}
          value={customer}
          onValueChange={setCustomer}
        />
        <NumberStepper
          label="Number of cards"
          value={cards}
          onValueChange={setCards}
          max={500}
          helperText="Whole cards from 0 to 500."
        />
        <Textarea
          label="Notes"
          maxLength={200}
          value={notes}
          onValueChange={setNotes}
          placeholder="Anything the grader should know"
        />
        <Checkbox label="Send status emails" checked={emails} onCheckedChange={setEmails} />
      </div>
    </GallerySection>
  );
}

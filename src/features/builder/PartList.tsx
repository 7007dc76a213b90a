/**
 * The left column: one selector per part, extra GPU / RAM / M.2 / storage selectors up to the
 * board's slots, each list narrowed by spec §5's filters with a line saying why. RAM kits faster
 * than the CPU's rating are offered after the rest, under their own heading (DESIGN.md).
 */
import { useStore } from '@nanostores/react';
import type { Component } from '../../domain/catalogue/catalogue.ts';
import { SLOT_TITLES, boardGroupLabel, emptyHint, narrowingHint } from '../../domain/builder/labels.ts';
import { boxedCoolerNote, boxedCoolerVerdict } from '../../domain/builder/boxed-cooler.ts';
import { ramGroupLabel } from '../../domain/builder/ram-speed.ts';
import {
  caseOptions,
  coolerOptions,
  cpuOptions,
  gpuOptions,
  m2Options,
  moboOptions,
  ramOptions,
  storageOptions,
} from '../../domain/builder/part-filters.ts';
import { chooseMulti, chooseSingle } from '../../domain/builder/removals.ts';
import { PC_SLOTS, PERIPHERAL_SLOTS, SETUP_SLOTS, isMultiSlot } from '../../domain/builder/slots.ts';
import {
  addSlot,
  canAddSlot,
  canRemoveSlot,
  isEmptySelection,
  removeSlot,
  slotLimit,
  type MultiSlot,
  type Selection,
  type SingleSlot,
} from '../../domain/builder/selection.ts';
import { Fragment, Suspense, lazy, useEffect, useState } from 'react';
import { PartSelector, type SelectorNote } from './PartSelector.tsx';
import { UnlistedParts } from './UnlistedParts.tsx';
import { $custom, $quotes, $selection, applyChange } from './store.ts';
import type { PartsByCategory } from '../../domain/catalogue/catalogue.ts';

// Issue 29: your quotes and custom parts load once the build holds something (a first view's budget).
const yourPrices = () => import('./YourPrices.tsx');
const QuoteEditor = lazy(() => yourPrices().then((m) => ({ default: m.QuoteEditor })));
const CustomPartsSection = lazy(() => yourPrices().then((m) => ({ default: m.CustomPartsSection })));
// Issue 29: the whole setup loads when its section is opened (the builder's first view stays light).
const SetupSection = lazy(() => import('./SetupSection.tsx').then((m) => ({ default: m.SetupSection })));

type Options = (selection: Selection, catalogue: PartsByCategory, index: number) => readonly Component[];

const SINGLE_OPTIONS: Record<SingleSlot, Options> = {
  mobo: (s, c) => moboOptions(c.mobo, s),
  cpu: (s, c) => cpuOptions(c.cpu, s),
  cpuCooler: (s, c) => coolerOptions(c['cpu-cooler'], s),
  psu: (_, c) => c.psu,
  case: (s, c) => caseOptions(c.case, s),
  keyboard: (_, c) => c.keyboard,
  mouse: (_, c) => c.mouse,
  headset: (_, c) => c.headset,
  monitor: (_, c) => c.monitor,
  thermalPaste: (_, c) => c['thermal-paste'],
  wifi: (_, c) => c['wifi-card'],
  os: (_, c) => c.os,
  ups: (_, c) => c.ups,
};
const MULTI_OPTIONS: Record<MultiSlot, Options> = {
  gpus: (s, c, i) => gpuOptions(c.gpu, s, i),
  rams: (s, c) => ramOptions(c.ram, s),
  m2s: (_, c) => m2Options(c.m2),
  storage: (_, c) => storageOptions(c.storage),
  caseFans: (_, c) => c['case-fan'],
};
const ADD_LABEL: Record<MultiSlot, string> = {
  gpus: 'Add another GPU',
  rams: 'Add another RAM kit',
  m2s: 'Add another M.2 SSD',
  storage: 'Add another drive',
  caseFans: 'Add another fan pack',
};

/** Under the CPU Cooler slot: whether the CPU's own cooler will do (issue 20). */
function coolerNote(selection: Selection): SelectorNote | null {
  const cpu = selection.cpu;
  if (!cpu) return null;
  const verdict = boxedCoolerVerdict(cpu);
  if (verdict === 'none' && selection.cpuCooler) return null; // the need is met; the summary checks the rating
  return { text: boxedCoolerNote(cpu), tone: verdict === 'enough' ? 'ok' : 'info' };
}

/** A change that removes nothing else (add or remove a selector). */
const update = (next: (s: Selection) => Selection) => applyChange({ selection: next($selection.get()), removed: [] });

export function PartList({ catalogue }: { catalogue: PartsByCategory | null }) {
  const selection = useStore($selection);
  const custom = useStore($custom);
  // The setup section opens by itself when the build already holds a setup part (a draft, a link).
  const hasSetup = SETUP_SLOTS.some((slot) => [selection[slot]].flat().some((p) => p !== null));
  const [setupOpen, setSetupOpen] = useState(hasSetup);
  useEffect(() => {
    if (hasSetup) setSetupOpen(true);
  }, [hasSetup]);
  const loading = catalogue === null;

  const single = (slot: SingleSlot, note: SelectorNote | null = slot === 'cpuCooler' ? coolerNote(selection) : null) => (
    <Fragment key={slot}>
      <PartSelector
        label={SLOT_TITLES[slot]}
        slot={slot}
        options={catalogue ? SINGLE_OPTIONS[slot](selection, catalogue, 0) : []}
        value={selection[slot]}
        loading={loading}
        emptyText={emptyHint(slot)}
        hint={narrowingHint(slot, selection)}
        note={note}
        groupOf={slot === 'mobo' ? boardGroupLabel(selection) : undefined}
        onChange={(part) => applyChange(chooseSingle($selection.get(), slot, part as never), '', slot)}
      >
        {selection[slot] && (
          <Suspense fallback={null}>
            <QuoteEditor part={selection[slot]} quotes={$quotes} />
          </Suspense>
        )}
      </PartSelector>
      <UnlistedParts slot={slot} />
    </Fragment>
  );

  const multi = (slot: MultiSlot) => (
    <div className="slot-group" key={slot}>
      {selection[slot].map((part, index) => (
        <PartSelector
          key={`${slot}-${index}`}
          label={selection[slot].length > 1 ? `${SLOT_TITLES[slot]} ${index + 1}` : SLOT_TITLES[slot]}
          options={catalogue ? MULTI_OPTIONS[slot](selection, catalogue, index) : []}
          value={part}
          loading={loading}
          emptyText={emptyHint(slot)}
          hint={narrowingHint(slot, selection, index)}
          onChange={(next) => applyChange(chooseMulti($selection.get(), slot, index, next as never))}
          onRemove={canRemoveSlot(selection, slot) ? () => update((s) => removeSlot(s, slot, index)) : undefined}
          groupOf={slot === 'rams' ? ramGroupLabel(selection) : undefined}
        >
          {part && (
            <Suspense fallback={null}>
              <QuoteEditor part={part} quotes={$quotes} />
            </Suspense>
          )}
        </PartSelector>
      ))}
      <UnlistedParts slot={slot} />
      {canAddSlot(selection, slot) ? (
        <button type="button" className="slot-add" disabled={loading} onClick={() => update((s) => addSlot(s, slot))}>
          + {ADD_LABEL[slot]}
        </button>
      ) : (
        selection.mobo && (
          <p className="slot-full">
            The motherboard has {slotLimit(selection, slot)} {SLOT_TITLES[slot]} slot{slotLimit(selection, slot) === 1 ? '' : 's'}.
          </p>
        )
      )}
    </div>
  );

  return (
    <div className="part-list">
      <h2 className="part-list__title">Core parts</h2>
      {PC_SLOTS.map((slot) => (isMultiSlot(slot) ? multi(slot) : single(slot)))}
      <h2 className="part-list__title">Peripherals</h2>
      {PERIPHERAL_SLOTS.map((slot) => single(slot))}
      <details className="setup-fold" open={setupOpen} onToggle={(e) => setSetupOpen(e.currentTarget.open)}>
        <summary>
          <h2 className="part-list__title">The whole setup</h2>
          <span className="setup-fold__hint">Case fans, thermal paste, Wi-Fi, OS, UPS / AVR</span>
        </summary>
        {setupOpen && (
          <Suspense fallback={null}>
            <SetupSection selection={selection} render={(slot, note) => (isMultiSlot(slot) ? multi(slot) : single(slot, note ?? null))} />
          </Suspense>
        )}
      </details>
      {(!isEmptySelection(selection) || custom.length > 0) && (
        <Suspense fallback={null}>
          <CustomPartsSection lines={$custom} />
        </Suspense>
      )}
    </div>
  );
}

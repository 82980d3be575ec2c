import { useState } from 'react';
import { Button } from './button';
import { MultiSelectField } from './form-field';

export interface TransferItem {
  id: number;
  label: string;
}

interface TransferListProps {
  leftTitle: string;
  rightTitle: string;
  left: readonly TransferItem[];
  right: readonly TransferItem[];
  onChange: (left: TransferItem[], right: TransferItem[]) => void;
  addLabel?: string;
  removeLabel?: string;
}

const byLabel = (a: TransferItem, b: TransferItem) => a.label.localeCompare(b.label);

/** Two multi-select lists with ADD / REMOVE between them (keyboard: select, then the button). */
export function TransferList({ leftTitle, rightTitle, left, right, onChange, addLabel = 'ADD', removeLabel = 'REMOVE' }: TransferListProps) {
  const [pickLeft, setPickLeft] = useState<number[]>([]);
  const [pickRight, setPickRight] = useState<number[]>([]);
  const move = (from: readonly TransferItem[], to: readonly TransferItem[], ids: number[]) => {
    const moving = from.filter((i) => ids.includes(i.id));
    return [from.filter((i) => !ids.includes(i.id)), [...to, ...moving].sort(byLabel)] as const;
  };
  return (
    <div className="transfer">
      <MultiSelectField label={leftTitle} value={pickLeft} onChange={setPickLeft} options={left} />
      <div className="buttons">
        <Button
          disabled={pickLeft.length === 0}
          onClick={() => {
            const [l, r] = move(left, right, pickLeft);
            setPickLeft([]);
            onChange(l, [...r]);
          }}
        >
          {addLabel}
        </Button>
        <Button
          variant="secondary"
          disabled={pickRight.length === 0}
          onClick={() => {
            const [r, l] = move(right, left, pickRight);
            setPickRight([]);
            onChange([...l], r);
          }}
        >
          {removeLabel}
        </Button>
      </div>
      <MultiSelectField label={rightTitle} value={pickRight} onChange={setPickRight} options={right} />
    </div>
  );
}

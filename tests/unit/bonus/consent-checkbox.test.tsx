import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { ConsentCheckbox } from '@/components/bonus/consent-checkbox';
import { renderIdentity } from '../identity-ui/render-identity';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [accepted, setAccepted] = useState(false);
  return (
    <ConsentCheckbox
      checked={accepted}
      onChange={(checked) => {
        setAccepted(checked);
        onChange(checked);
      }}
    />
  );
}

describe('ConsentCheckbox', () => {
  it('starts unchecked, is named by its sentence, and reports each change', () => {
    const onChange = jest.fn();
    renderIdentity(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I have read and accept the terms of this offer.' });
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByText('I have read and accept the terms of this offer.'));
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('gives each checkbox on a page its own label', () => {
    renderIdentity(
      <>
        <ConsentCheckbox checked={false} onChange={() => {}} />
        <ConsentCheckbox checked onChange={() => {}} />
      </>,
    );
    const boxes = screen.getAllByRole('checkbox', { name: 'I have read and accept the terms of this offer.' });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true]);
    expect(new Set(boxes.map((box) => box.id)).size).toBe(2);
  });
});

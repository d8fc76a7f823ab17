import { render, screen } from '@testing-library/react';
import { useStepFocus } from '@/components/identity/use-step-focus';

function Flow({ step }: { step: string }) {
  const root = useStepFocus<HTMLDivElement>(step);
  return (
    <div ref={root} data-testid="flow">
      <button type="button">Submit</button>
      <h2 tabIndex={-1} data-step-heading>
        {step}
      </h2>
    </div>
  );
}

describe('moving to another step of a form', () => {
  const scrolled: Element[] = [];
  beforeAll(() => {
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  beforeEach(() => {
    scrolled.length = 0;
  });

  it('leaves focus and scroll alone on the first render (a page load)', () => {
    render(<Flow step="Details" />);
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });

  it('scrolls to the top of the flow and focuses the new step heading', () => {
    const { rerender } = render(<Flow step="ContactInfo" />);
    screen.getByRole('button', { name: 'Submit' }).focus();
    rerender(<Flow step="Verification" />);
    expect(scrolled).toEqual([screen.getByTestId('flow')]);
    expect(screen.getByRole('heading', { name: 'Verification' })).toHaveFocus();
  });

  it('does nothing when a render keeps the step', () => {
    const { rerender } = render(<Flow step="Verification" />);
    rerender(<Flow step="Verification" />);
    expect(scrolled).toEqual([]);
  });
});

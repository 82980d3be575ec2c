/** A bid wizard step's title with its help pop-up button (core/bids/wizard-texts.ts WIZARD_HELP). */
import { WIZARD_HELP } from '../../../../../core/bids/wizard-texts';
import { Button } from '../../../components/button';

export type HelpKey = keyof typeof WIZARD_HELP;

/** A step's title with its help pop-up button. */
export function StepTitle({ title, topic, onOpen }: { title: string; topic: HelpKey; onOpen: (t: HelpKey) => void }) {
  return (
    <div className="row">
      <h2>{title}</h2>
      <Button variant="secondary" aria-label={`Help: ${WIZARD_HELP[topic].title}`} onClick={() => onOpen(topic)}>
        ?
      </Button>
    </div>
  );
}

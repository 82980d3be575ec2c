/**
 * The info centre's template choice and Mark As Complete (spec 2.2), for the staff who manage it: apart
 * from the page and loaded only for them, so a bidder's JavaScript does not carry it (bench/web.bench.ts).
 */
import { useId, useState } from 'react';
import { BIDDER_MSG as MSG } from '../../../../../core/domain/bidder-messages';
import type { InfoCentreTemplate } from '../../../../../core/domain/entities';
import { infoCentreRoutes, type InfoCentreItem } from '../../../../../contract/infocentre';
import { Button } from '../../../components/button';
import { notify } from '../../../components/toast';
import { apiCall } from '../../../lib/api-call';

export function TemplateControls({
  auction,
  shown,
  savedComplete,
  onSaved,
}: {
  auction: InfoCentreItem;
  shown: InfoCentreTemplate;
  /** Whether the info centre is complete as last saved (the page's copy; the auction item may be older). */
  savedComplete: boolean;
  onSaved: (t: InfoCentreTemplate, complete: boolean) => void;
}) {
  const [template, setTemplate] = useState<InfoCentreTemplate>(shown);
  const [complete, setComplete] = useState(savedComplete);
  const selectId = useId();
  const save = async () => {
    const res = await apiCall(infoCentreRoutes.chooseTemplate, { params: { auctionId: auction.id, template, approvalFlag: String(complete) } });
    if (res.ok) {
      notify('success', MSG.SAVED_SUCCESSFULLY);
      onSaved(template, complete);
    } else notify('error', MSG.UNABLE_TO_SAVE);
  };
  return (
    <div className="card row" role="group" aria-label="Template settings">
      <label htmlFor={selectId}>Template</label>
      <select id={selectId} className="input" value={template} onChange={(e) => setTemplate(e.target.value as InfoCentreTemplate)}>
        <option value="columns">Columns Template</option>
        <option value="collapse">Collapse Template</option>
      </select>
      <label className="row">
        <input type="checkbox" checked={complete} onChange={(e) => setComplete(e.target.checked)} /> Mark As Complete
      </label>
      <Button onClick={() => void save()}>Save Template</Button>
      <span>
        Info Center: <strong>{savedComplete ? 'Complete' : 'Incomplete'}</strong>
      </span>
    </div>
  );
}

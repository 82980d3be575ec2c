import { useLocation } from 'wouter';
import { PageTitle } from '../../../components/page-title';

const TITLES: Record<string, string> = {
  '/report': 'Auction Report Center',
  '/award': 'Award',
  '/legalbidcommentsreport': 'Legal Bid Comments',
  '/awardsummaryreport': 'Award Summary',
};

/** Reports and awards are a later issue; this page says what the route is for. */
export default function ReportsPage() {
  const [location] = useLocation();
  const title = TITLES[location] ?? 'Reports';
  return (
    <div className="page">
      <PageTitle text={title} />
      <div className="card">
        <p>This page will show the {title} screen.</p>
      </div>
    </div>
  );
}

/**
 * Who may call each use case of core/infocentre: the names and access of its use cases (core/app/use-case.ts),
 * apart from their bodies, so the HTTP contract and the web import them without the code.
 */
import { useCaseSpecs } from '../app/use-case-spec';

/** Who may call the info centre's use cases: its pages and documents any signed-in user (the bodies scope them), its editing the editors. */
export const INFO_CENTRE_USE_CASES = useCaseSpecs('infoCentres', {
  list: 'authenticated',
  one: 'authenticated',
  templateData: 'authenticated',
  chooseTemplate: 'chooseInfoCentreTemplate',
  editRows: 'editInfoCentre',
  saveRows: 'editInfoCentre',
  uploadFiles: 'editInfoCentre',
  downloadDocument: 'authenticated',
  userAgreement: 'authenticated',
  auctionRules: 'authenticated',
});

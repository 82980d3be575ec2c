/** The lending agent running the auctions: the second Approved Host, the Discretionary bidder and the provider logo. */
export const PROVIDER_NAME = 'eSecLending';

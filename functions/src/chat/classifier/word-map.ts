// Our own map from the many words customers use for one thing to one word, so that a synonym the corpus
// rarely uses ("reimbursement", "passcode", "grievance") weighs what the usual word weighs. Only words
// that keep their meaning in every intent are mapped: "cancellation" stays, since "cancellation fee" and
// "cancel my order" are different questions.

const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  you: ['u', 'ya', 'yu'],
  your: ['ur', 'yr', 'youre'],
  are: ['r'],
  please: ['pls', 'plz', 'plse', 'pleas', 'pleaseee', 'plss'],
  want: ['wanna', 'wana'],
  thanks: ['thx', 'thnx', 'thanx', 'ty'],
  account: ['membership', 'acc', 'acct', 'accnt', 'acount', 'accout', 'acc0unt'],
  password: ['passcode', 'pin', 'pincode', 'passkey', 'passphrase', 'passwd', 'pwd', 'pword', 'pw', 'passwrd', 'pasword', 'passward'],
  address: ['adress', 'addres', 'addy', 'adres'],
  information: ['info'],
  refund: ['reimburse', 'reimbursement', 'repay', 'repayment', 'rebate', 'restitution', 'compensation'],
  refunds: ['reimbursements', 'repayments', 'rebates'],
  refunded: ['reimbursed', 'repaid', 'compensated'],
  complaint: ['complaints', 'complain', 'complaining', 'complained', 'grievance', 'grievances'],
  invoice: ['invoices', 'bill', 'bills', 'receipt', 'receipts'],
  parcel: ['parcels', 'package', 'packages', 'packet', 'shipment', 'shipments', 'consignment'],
  order: ['orders', 'purchase', 'purchases'],
  agent: ['representative', 'rep', 'operator', 'advisor', 'adviser', 'consultant'],
};

const canonical = new Map(Object.entries(SYNONYMS).flatMap(([word, variants]) => variants.map((variant) => [variant, word] as const)));

export function mapWords(words: readonly string[]): string[] {
  return words.map((word) => canonical.get(word) ?? word);
}

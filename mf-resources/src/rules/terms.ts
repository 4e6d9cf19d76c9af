// Terms and Conditions of Sale (requirements 001 §2: twenty-four sections; the limits of §9 are kept as
// constants so the text and its tests cannot drift apart).

export const TERMS_LIMITS = {
  quoteValidDays: 30,
  paymentNetDays: 30,
  lateInterestPercentPerYear: 24,
  shippingClaimBusinessDays: 2,
  defectNoticeDays: 10,
  claimMonths: 12,
} as const;

export interface TermsSection {
  title: string;
  paragraphs: string[];
}

const L = TERMS_LIMITS;

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: 'Acceptance',
    paragraphs: [
      'These Terms and Conditions of Sale govern every quotation, order acknowledgement, invoice and sale of wholegoods, parts and services by the manufacturer ("Seller") to an authorized dealer ("Buyer"). Placing an order, accepting delivery or paying an invoice is acceptance of these terms. Any additional or different terms in the Buyer\'s purchase order are rejected unless the Seller agrees to them in writing.',
    ],
  },
  {
    title: 'Quotations',
    paragraphs: [
      `Quotations are valid for ${L.quoteValidDays} days from their date unless they state otherwise, and may be withdrawn or changed by the Seller at any time before an order is accepted. Clerical errors in a quotation, price list or invoice may be corrected by the Seller.`,
    ],
  },
  {
    title: 'Orders',
    paragraphs: [
      "An order is binding only when the Seller confirms it in writing or ships the goods. Orders for standard goods may be changed or cancelled only with the Seller's consent; orders for goods built or modified to the Buyer's specification may not be cancelled once production has been scheduled.",
    ],
  },
  {
    title: 'Prices',
    paragraphs: [
      "Prices are those of the Seller's price list in force on the date the order is accepted, in the currency of the Buyer's dealer agreement. The Seller may change prices, specifications and programs without notice; a change does not affect orders already accepted, except for surcharges imposed by law or by a carrier.",
    ],
  },
  {
    title: 'Taxes and Duties',
    paragraphs: [
      'Prices do not include sales, use, excise, goods and services or value-added taxes, customs duties or similar charges. The Buyer pays them, or provides a valid exemption certificate before shipment.',
    ],
  },
  {
    title: 'Payment Terms',
    paragraphs: [
      `Unless the Seller has agreed other terms in writing, payment is due net ${L.paymentNetDays} days from the invoice date, without deduction or set-off. Floor-plan and program terms apply only to the units and periods the Seller has approved in writing.`,
    ],
  },
  {
    title: 'Late Payment',
    paragraphs: [
      `Overdue amounts bear interest from the due date at the lesser of ${L.lateInterestPercentPerYear}% per year and the maximum rate permitted by law. The Buyer also pays reasonable costs of collection. The Seller may suspend shipments, hold orders or require payment in advance while any amount is overdue.`,
    ],
  },
  {
    title: 'Credit',
    paragraphs: [
      'Credit limits are set and may be changed by the Seller at its discretion. The Seller may ask for financial statements, security or guarantees before extending or continuing credit.',
    ],
  },
  {
    title: 'Security Interest',
    paragraphs: [
      'Until paid in full, the Seller retains a purchase-money security interest in the goods sold and their proceeds, and the Buyer authorizes the Seller to register that interest wherever the law allows.',
    ],
  },
  {
    title: 'Shipment and Delivery',
    paragraphs: [
      "Goods are shipped from the Seller's facility by a carrier of the Seller's choice unless the Buyer specifies one. Shipping dates are estimates; the Seller is not liable for delays, and a delay does not entitle the Buyer to cancel an order or refuse delivery.",
    ],
  },
  {
    title: 'Title and Risk of Loss',
    paragraphs: [
      "Risk of loss passes to the Buyer when the goods are delivered to the carrier at the Seller's facility. Title passes when the goods have been paid for in full.",
    ],
  },
  {
    title: 'Shipping Damage and Shortages',
    paragraphs: [
      `The Buyer inspects every shipment on arrival, notes any visible damage or shortage on the delivery receipt, and reports damage or shortage claims to the Seller in writing within ${L.shippingClaimBusinessDays} business days of delivery. Claims reported later are not accepted. Damaged goods are kept, as received, until the Seller or the carrier has inspected them.`,
    ],
  },
  {
    title: 'Inspection and Defect Notice',
    paragraphs: [
      `The Buyer gives the Seller written notice of any defect or non-conformity within ${L.defectNoticeDays} days of discovering it, with the serial number, a description and photographs. Goods not the subject of such a notice are deemed accepted.`,
    ],
  },
  {
    title: 'Time Limit for Claims',
    paragraphs: [
      `Any claim arising from a sale, other than a warranty claim made under the applicable warranty statement, must be made in writing within ${L.claimMonths} months of the invoice date, or it is waived.`,
    ],
  },
  {
    title: 'Returns',
    paragraphs: [
      "Goods may be returned only with the Seller's prior written return authorization, freight prepaid, in new and resaleable condition and in their original packaging. Accepted returns may carry a restocking charge. Special-order, electrical and obsolete parts are not returnable.",
    ],
  },
  {
    title: 'Warranty',
    paragraphs: [
      "The only warranties given are the Seller's published wholegoods and parts warranty statements in force at the date of sale. They are in place of all other warranties, express or implied, including any implied warranty of merchantability or fitness for a particular purpose.",
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      "The Seller's total liability for any claim is limited to the price of the goods the claim concerns. The Seller is not liable for indirect, incidental, special or consequential damages, including loss of use, profit, feed or livestock, however caused.",
    ],
  },
  {
    title: 'Installation, Use and Safety',
    paragraphs: [
      "The Buyer assembles, pre-delivery inspects and delivers goods in accordance with the Seller's instructions, gives each end user the operator's manual and safety instructions, and does not remove or alter safety devices or decals.",
    ],
  },
  {
    title: 'Changes to Products',
    paragraphs: [
      'The Seller may change the design or specification of its products at any time without obligation to make the same change to goods already sold.',
    ],
  },
  {
    title: 'Force Majeure',
    paragraphs: [
      'The Seller is not liable for failure or delay in performance caused by events beyond its reasonable control, including fire, flood, severe weather, epidemic, labour disputes, shortages of materials or transport, or acts of government. Performance is suspended for as long as the event lasts.',
    ],
  },
  {
    title: 'Intellectual Property and Confidentiality',
    paragraphs: [
      "Drawings, manuals, software, price lists, program terms and the content of this portal remain the Seller's property, are provided for the Buyer's dealership only, and are kept confidential.",
    ],
  },
  {
    title: 'Export and Compliance',
    paragraphs: [
      "The Buyer complies with all export control, sanctions, anti-corruption and product-safety laws that apply to the resale of the goods, and does not export goods outside its authorized territory without the Seller's written consent.",
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      "These terms are governed by the laws of the jurisdiction of the Seller's facility that accepts the order, without regard to conflict-of-law rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply.",
    ],
  },
  {
    title: 'General',
    paragraphs: [
      "These terms, with the dealer agreement and the Seller's written program terms, are the entire agreement on their subject. If a provision is found unenforceable, the rest remains in force. A failure to enforce a provision is not a waiver of it. The Seller may update these terms; the version published on this portal on the date an order is accepted applies to that order.",
    ],
  },
];

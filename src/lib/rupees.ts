const wholeRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount in paise as a visitor reads it: rupees with the Indian grouping of digits (₹1,49,900), and paise only
 * when there are some (₹1,768.82). The same text on the build machine and in the browser, so hydration matches.
 */
export const formatRupees = (paise: number): string => (paise % 100 === 0 ? wholeRupees : withPaise).format(paise / 100);

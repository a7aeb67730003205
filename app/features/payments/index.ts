export { PREMIUM_PRICE, PREMIUM_PRICE_LABEL, formatMoney } from './pricing'
export { PremiumPurchaseButton } from './components/premium-purchase-button'

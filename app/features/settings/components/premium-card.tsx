import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatIsoDate } from '~/lib/format'

export interface ReceiptView {
  id: string
  what: string
  amount: string
  /** 'YYYY-MM-DD' */
  paidOn: string | null
  refunded: boolean
}

/**
 * Settings' Premium card: whether the person bought Premium (the families they manage have it through them),
 * and a receipt line for each payment they made.
 */
export function PremiumCard({
  hasPurchasedPremium,
  familyHasPremium,
  receipts,
}: {
  hasPurchasedPremium: boolean
  familyHasPremium: boolean
  receipts: ReceiptView[]
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Premium and payments</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p>
          {hasPurchasedPremium
            ? 'You have Premium Access.'
            : familyHasPremium
              ? 'Your family has Premium: every premium feature is open to you in this family.'
              : 'You are using the free plan. '}
          {!hasPurchasedPremium && !familyHasPremium && (
            <Link to="/premium" className="text-primary underline underline-offset-4 hover:no-underline">
              See what Premium includes
            </Link>
          )}
        </p>
        {receipts.length > 0 && (
          <div>
            <h3 className="font-semibold">Your receipts</h3>
            <ul className="mt-2 flex flex-col gap-1">
              {receipts.map((receipt) => (
                <li key={receipt.id}>
                  {receipt.what}, {receipt.amount}
                  {receipt.paidOn && (
                    <>
                      , paid on <time dateTime={receipt.paidOn}>{formatIsoDate(receipt.paidOn, 'medium')}</time>
                    </>
                  )}
                  {receipt.refunded && ' (refunded)'}
                  <span className="block text-sm text-muted-foreground">Reference {receipt.id}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

-- A handed-back ticket's sale pays its seller the face value: recorded as a settled refund of the seller's payment.
ALTER TYPE "RefundCause" ADD VALUE 'HAND_BACK';

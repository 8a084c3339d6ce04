// A note on a read of the chain's history that a page shows beside what is already known: how far the first read
// has come, or that the node did not serve it (what is shown then is the rest, or the last read).
import { SmallText } from '@/components/ui'
interface Props {
  /** A history read's status ('loading', 'unserved', or any other when there is nothing to say) and progress. */
  history: { status: string; progress?: number }
  /** The progress's words for a whole percent of blocks read. */
  loading: (percent: number) => string
  unserved: string
  /** `<testId>-progress` while loading, `<testId>-unserved` when not served. */
  testId: string
}

export function HistoryNote({ history, loading, unserved, testId }: Props) {
  if (history.status === 'loading') {
    const percent = Math.floor((history.progress ?? 0) * 100)
    return (
      <SmallText
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={loading(percent)}
        data-testid={`${testId}-progress`}
      >
        {loading(percent)}
      </SmallText>
    )
  }
  if (history.status === 'unserved')
    return (
      <SmallText role="status" data-testid={`${testId}-unserved`}>
        {unserved}
      </SmallText>
    )
  return null
}

// A replica that trails its node by a number of blocks, as one behind a load balancer does: every "latest" in a
// JSON-RPC batch is asked at the block that many under the node's head, and eth_blockNumber answers that block's
// number. The node must keep past states (startAnvil's keepHistory). Used by the integration test through fetch and
// by the end-to-end test through a Playwright route.

interface Request {
  jsonrpc: '2.0'
  id: number
  method: string
  params?: unknown[]
}

interface Answer {
  id: number
  result?: unknown
  error?: unknown
}

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

/** The node's answer to `body` (one request or a batch) as a replica `behind` blocks under its head gives it. */
export async function answerAsReplica(nodeUrl: string, body: string, behind: number): Promise<unknown> {
  const parsed = JSON.parse(body) as Request | Request[]
  const batch = Array.isArray(parsed) ? parsed : [parsed]
  const head = Number(((await post(nodeUrl, { jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' })) as Answer).result)
  const tag = `0x${Math.max(head - behind, 0).toString(16)}`
  const asked = batch.map((request) =>
    request.method === 'eth_blockNumber'
      ? { ...request, method: 'eth_getBlockByNumber', params: [tag, false] }
      : { ...request, params: (request.params ?? []).map((param) => (param === 'latest' ? tag : param)) },
  )
  const answers = (await post(nodeUrl, asked)) as Answer[]
  const methods = new Map(batch.map((request) => [request.id, request.method]))
  const fixed = answers.map((answer) =>
    methods.get(answer.id) === 'eth_blockNumber' && answer.result
      ? { ...answer, result: (answer.result as { number: string }).number }
      : answer,
  )
  return Array.isArray(parsed) ? fixed : fixed[0]
}

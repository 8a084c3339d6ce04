// `--name value` from a script's command line, or the fallback when the flag is absent.
export function cliOption(name: string, fallback: string, args: readonly string[] = process.argv.slice(2)): string {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : (args[at + 1] ?? fallback)
}

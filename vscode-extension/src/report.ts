// Renders an invoke report (the JSON `devkit invoke --format json` prints) as Markdown.
// Pure logic: no `vscode` import.

export interface InvokeReport {
  status: string;
  tool?: string | null;
  profile?: string | null;
  duration_ms?: number | null;
  result?: unknown;
  error?: { type: string; message: string; traceback?: string } | null;
  logs?: { level: string; message: string; fields?: Record<string, unknown> }[];
  events?: { name: string; payload?: unknown }[];
  artifacts?: Record<string, unknown>[];
  teardowns?: { scope: string; key: string; ran?: boolean; error?: string | null }[];
  needs?: { name: string; resolved: boolean }[];
  wants?: { argument: string; artifact: string; resolved: boolean }[];
  notes?: string[];
  killed?: boolean;
  stdout?: string;
  stderr?: string;
}

const STATUS_ICON: Record<string, string> = { ok: "✅", raised: "❌", args_error: "⚠️", timeout: "⏱️", not_found: "❓", usage_error: "⚠️" };

function cell(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return (text ?? "").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

function fence(text: string, language = ""): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}${language}\n${text.replace(/\s+$/, "")}\n${ticks}`;
}

function table(title: string, headers: string[], rows: unknown[][]): string[] {
  if (!rows.length) {
    return [];
  }
  return [
    `### ${title}`,
    "",
    `| ${headers.join(" | ")} |`,
    `| ${headers.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
    "",
  ];
}

export function renderReport(report: InvokeReport): string {
  const icon = STATUS_ICON[report.status] ?? "•";
  const duration = typeof report.duration_ms === "number" ? ` in ${Math.round(report.duration_ms)} ms` : "";
  const lines = [`## ${icon} ${report.tool ?? "tool"}: ${report.status}${duration}`, ""];
  if (report.profile) {
    lines.push(`Profile: \`${report.profile}\``, "");
  }
  if (report.killed) {
    lines.push("The tool did not stop within the grace period after the signal fired; it was abandoned and the run ended.", "");
  }
  if (report.error) {
    lines.push(`**${report.error.type}**: ${report.error.message}`, "");
    if (report.error.traceback) {
      lines.push(fence(report.error.traceback), "");
    }
  }
  if (report.status === "ok" || report.result !== undefined && report.result !== null) {
    lines.push("### Result", "", fence(JSON.stringify(report.result ?? null, null, 2), "json"), "");
  }
  lines.push(...table("Needs", ["credential", "resolved"], (report.needs ?? []).map((n) => [n.name, n.resolved ? "yes" : "no"])));
  lines.push(...table("Wants", ["argument", "artifact", "resolved"], (report.wants ?? []).map((w) => [w.argument, w.artifact, w.resolved ? "yes" : "no"])));
  lines.push(...table("Logs", ["level", "message", "fields"], (report.logs ?? []).map((l) => [l.level, l.message, l.fields ?? {}])));
  lines.push(...table("Events", ["name", "payload"], (report.events ?? []).map((e) => [e.name, e.payload ?? null])));
  lines.push(...table("Artifacts written", ["name", "size"], (report.artifacts ?? []).map((a) => [a.name ?? "", a.size ?? ""])));
  lines.push(...table("Teardowns", ["scope", "key", "ran"], (report.teardowns ?? []).map((t) => [t.scope, t.key, t.ran ? "yes" : t.error ? `no (${t.error})` : "no"])));
  for (const note of report.notes ?? []) {
    lines.push(`> ${note}`, "");
  }
  for (const stream of ["stdout", "stderr"] as const) {
    const text = report[stream];
    if (text) {
      lines.push(`### ${stream} of the tool`, "", fence(text), "");
    }
  }
  return lines.join("\n").replace(/\n{3,}/g, "\n\n");
}

/** One line for a notification. */
export function summarise(report: InvokeReport): string {
  const duration = typeof report.duration_ms === "number" ? ` in ${Math.round(report.duration_ms)} ms` : "";
  const error = report.error ? `: ${report.error.message}` : "";
  return `${report.tool ?? "tool"}: ${report.status}${duration}${error}`.slice(0, 300);
}

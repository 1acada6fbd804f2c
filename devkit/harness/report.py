"""The invoke report: assembled from streamed records, redacted, rendered as text or JSON."""

from __future__ import annotations

import json
from typing import Any

from .recording import redact

EXIT_CODES = {"ok": 0, "raised": 1, "args_error": 2, "timeout": 3, "not_found": 4}


def assemble(
    records: list[dict[str, Any]],
    *,
    tool: str | None,
    profile: str | None,
    stdout: str = "",
    stderr: str = "",
    secrets: list[str] | None = None,
    process_exit: int | None = None,
    killed_by_parent: bool = False,
) -> dict[str, Any]:
    """One report from the records of a run (complete or cut short)."""
    report: dict[str, Any] = {
        "status": "raised",
        "tool": tool,
        "profile": profile,
        "duration_ms": None,
        "result": None,
        "error": None,
        "logs": [],
        "events": [],
        "artifacts": [],
        "teardowns": [],
        "needs": [],
        "wants": [],
        "notes": [],
        "timed_out": False,
        "killed": False,
        "stdout": stdout,
        "stderr": stderr,
    }
    teardowns: dict[tuple[str, str], dict[str, Any]] = {}
    outcome = None
    for record in records:
        kind = record.get("kind")
        if kind == "setup":
            report.update(tool=record.get("tool", tool), profile=record.get("profile", profile))
            report.update(
                needs=record.get("needs", []),
                wants=record.get("wants", []),
                notes=record.get("notes", []),
            )
        elif kind == "log":
            report["logs"].append(
                {
                    "level": record["level"],
                    "message": record["message"],
                    "fields": record.get("fields", {}),
                }
            )
        elif kind == "event":
            report["events"].append({"name": record["name"], "payload": record.get("payload")})
        elif kind == "artifact":
            report["artifacts"].append(record["meta"])
        elif kind == "teardown_registered":
            teardowns.setdefault(
                (record["scope"], record["key"]),
                {"scope": record["scope"], "key": record["key"], "ran": False, "error": None},
            )
        elif kind == "teardown_ran":
            entry = teardowns.setdefault(
                (record["scope"], record["key"]), {"scope": record["scope"], "key": record["key"]}
            )
            entry.update(ran=True, error=record.get("error"))
        elif kind == "timeout":
            report["timed_out"] = True
        elif kind == "outcome":
            outcome = record
    report["teardowns"] = list(teardowns.values())
    if outcome is not None:
        report["status"] = outcome["status"]
        report["duration_ms"] = outcome.get("duration_ms")
        report["result"] = outcome.get("result")
        report["error"] = outcome.get("error")
        report["killed"] = bool(outcome.get("killed"))
    elif report["timed_out"] or killed_by_parent:
        report.update(status="timeout", killed=True)
        report["notes"].append("the process did not finish after the grace period and was killed")
    else:
        code = "unknown" if process_exit is None else process_exit
        report["error"] = {
            "type": "ProcessExit",
            "message": f"the process ended (exit code {code}) before the tool returned: os._exit, a crash, or a signal",
            "traceback": "",
        }
    if killed_by_parent:
        report["killed"] = True
    return redact(report, sorted(secrets or [], key=len, reverse=True))


def render_json(report: dict[str, Any]) -> str:
    return json.dumps(report, indent=2, ensure_ascii=False, default=repr)


def render_text(report: dict[str, Any], colour: bool) -> str:
    from io import StringIO

    from rich.console import Console
    from rich.table import Table

    buffer = StringIO()
    console = Console(
        file=buffer, force_terminal=colour, no_color=not colour, width=100, highlight=False
    )
    status = report["status"]
    style = {
        "ok": "green",
        "raised": "red",
        "args_error": "yellow",
        "timeout": "magenta",
        "not_found": "red",
    }[status]
    duration = (
        f" in {report['duration_ms']:.0f} ms" if report.get("duration_ms") is not None else ""
    )
    console.print(
        f"[bold {style}]{status}[/]  [bold]{report.get('tool') or '?'}[/] ({report.get('profile') or '?'}){duration}"
    )
    if report.get("killed"):
        console.print(
            "[magenta]the tool did not stop within the grace period after the signal fired; it was abandoned and the run ended[/]"
        )
    if report.get("error"):
        error = report["error"]
        console.print(f"[{style}]{error['type']}: {error['message']}[/]")
        if error.get("traceback"):
            console.print(error["traceback"].rstrip(), markup=False)
    if status == "ok" or report.get("result") is not None:
        console.print("[bold]result[/]")
        console.print(
            json.dumps(report["result"], indent=2, ensure_ascii=False, default=repr), markup=False
        )

    def table(title: str, columns: list[str], rows: list[list[str]]) -> None:
        if rows:
            t = Table(*columns, title=title, title_justify="left", show_edge=False)
            for row in rows:
                t.add_row(*row)
            console.print(t)

    table(
        "needs",
        ["credential", "resolved"],
        [[n["name"], "yes" if n["resolved"] else "no"] for n in report["needs"]],
    )
    table(
        "wants",
        ["argument", "artifact", "resolved"],
        [[w["argument"], w["artifact"], "yes" if w["resolved"] else "no"] for w in report["wants"]],
    )
    table(
        "logs",
        ["level", "message", "fields"],
        [[e["level"], e["message"], json.dumps(e["fields"], default=repr)] for e in report["logs"]],
    )
    table(
        "events",
        ["name", "payload"],
        [[e["name"], json.dumps(e["payload"], default=repr)] for e in report["events"]],
    )
    table(
        "artifacts written",
        ["name", "size", "details"],
        [
            [
                str(a.get("name")),
                str(a.get("size")),
                json.dumps({k: v for k, v in a.items() if k not in ("name", "size")}, default=repr),
            ]
            for a in report["artifacts"]
        ],
    )
    table(
        "teardowns",
        ["scope", "key", "ran"],
        [
            [
                t["scope"],
                t["key"],
                ("yes" if t.get("ran") else "no") + (f" ({t['error']})" if t.get("error") else ""),
            ]
            for t in report["teardowns"]
        ],
    )
    for note in report.get("notes", []):
        console.print(f"[dim]note: {note}[/]", markup=True)
    for stream in ("stdout", "stderr"):
        if report.get(stream):
            console.print(f"[bold]{stream} of the tool[/]")
            console.print(report[stream].rstrip(), markup=False)
    return buffer.getvalue()

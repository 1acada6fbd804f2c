"""The invoke report: assembled from streamed records, redacted, rendered as text or JSON.

Records come from the tool's own process, so they are read as untrusted input: any field
may be missing, of the wrong type or forged, and the report stays well-formed anyway.
"""

from __future__ import annotations

import json
from typing import Any

from .redaction import Masker, sanitize, short_secret_note

EXIT_CODES = {"ok": 0, "raised": 1, "args_error": 2, "timeout": 3, "not_found": 4}
STATUSES = tuple(EXIT_CODES)
SCOPES = ("run", "session")
LEVELS = ("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency")
TEXT_BLOCK_LIMIT = 20_000  # characters of one block (result, stdout, ...) shown in text form


def _str(value: Any, default: str = "") -> str:
    return value if isinstance(value, str) else default if value is None else str(value)


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _dicts(value: Any) -> list[dict[str, Any]]:
    return [item for item in _list(value) if isinstance(item, dict)]


def _error(value: Any) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        return None
    error = {
        "type": _str(value.get("type"), "Error"),
        "message": _str(value.get("message")),
        "traceback": _str(value.get("traceback")),
    }
    for extra in ("fields", "phase"):
        if extra in value:
            error[extra] = value[extra]
    return error


def _teardown_status(entry: dict[str, Any]) -> None:
    """`ran` is true only for a cleanup that ran to its end (with or without an error)."""
    status = entry.get("status", "not_run")
    entry["ran"] = status in ("ran", "failed")


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
    kill_reason: str | None = None,
    truncated: dict[str, Any] | None = None,
    notes: list[str] | None = None,
) -> dict[str, Any]:
    """One report from the records of a run (complete or cut short)."""
    masker = Masker(secrets or [])
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
        "truncated": dict(truncated or {}),
        "stdout": stdout,
        "stderr": stderr,
    }
    teardowns: dict[tuple[str, str], dict[str, Any]] = {}
    outcome = None
    for raw in records:
        if not isinstance(raw, dict):
            continue
        record = raw  # masked once, with everything else, at the end (_mask)
        kind = record.get("kind")
        if kind == "setup":
            report["tool"] = _str(record.get("tool"), tool or "") or tool
            report["profile"] = _str(record.get("profile"), profile or "") or profile
            report["needs"] = _dicts(record.get("needs"))
            report["wants"] = _dicts(record.get("wants"))
            report["notes"].extend(_str(n) for n in _list(record.get("notes")))
        elif kind == "log":
            level = _str(record.get("level"), "info")
            report["logs"].append(
                {
                    "level": level if level in LEVELS else "info",
                    "message": _str(record.get("message")),
                    "fields": _dict(record.get("fields")),
                }
            )
        elif kind == "event":
            report["events"].append(
                {"name": _str(record.get("name")), "payload": record.get("payload")}
            )
        elif kind == "artifact":
            report["artifacts"].append(_dict(record.get("meta")))
        elif kind in ("teardown_registered", "teardown_started", "teardown_ran"):
            scope, key = _str(record.get("scope")), _str(record.get("key"))
            entry = teardowns.setdefault(
                (scope, key),
                {
                    "scope": scope,
                    "key": key,
                    "ran": False,
                    "status": "not_run",
                    "error": None,
                    "reason": None,
                },
            )
            if kind == "teardown_started":
                entry["status"] = "running"
            elif kind == "teardown_ran":
                status = _str(record.get("status"), "ran")
                entry["status"] = status if status in ("ran", "failed", "timed_out") else "ran"
                entry["error"] = record.get("error")
        elif kind == "timeout":
            report["timed_out"] = True
        elif kind == "outcome":
            outcome = record
    if outcome is not None and _str(outcome.get("status")) in STATUSES:
        report["status"] = outcome["status"]
        duration = outcome.get("duration_ms")
        report["duration_ms"] = duration if isinstance(duration, (int, float)) else None
        report["result"] = outcome.get("result")
        report["error"] = _error(outcome.get("error"))
        report["killed"] = bool(outcome.get("killed"))
        if isinstance(outcome.get("truncated"), dict):
            report["truncated"].update(outcome["truncated"])
    elif report["timed_out"] or killed_by_parent:
        report.update(status="timeout", killed=True)
        report["notes"].append(
            kill_reason or "the process did not finish after the grace period and was killed"
        )
    else:
        code = "unknown" if process_exit is None else process_exit
        report["error"] = {
            "type": "ProcessExit",
            "message": f"the process ended (exit code {code}) before the tool returned: "
            "os._exit, a crash, or a signal",
            "traceback": "",
        }
    if killed_by_parent:
        report["killed"] = True
    for entry in teardowns.values():
        if entry["status"] == "running":  # started, never finished: the process died under it
            entry.update(status="timed_out", error=entry["error"] or "the process was killed")
        if entry["status"] == "not_run":
            entry["reason"] = _not_run_reason(entry["scope"], killed_by_parent)
        _teardown_status(entry)
    report["teardowns"] = list(teardowns.values())
    report["notes"].extend(notes or [])
    # Made valid first, then masked: what sanitizing writes (an escaped surrogate, a
    # placeholder for deep nesting) must not spell a secret either.
    report = _mask(sanitize(report), masker)
    note = short_secret_note(masker)
    if note:
        report["notes"].append(note)
    return report


def _mask(report: dict[str, Any], masker: Masker) -> dict[str, Any]:
    """Every value the tool could have produced, masked; the report's own words kept."""
    if not masker:
        return report
    text, value = masker.text, masker.value
    # The child's records are not trusted: what they put in the harness's own fields is
    # masked too, unless it is one of the harness's words.
    for name in ("tool", "profile", "duration_ms"):
        report[name] = value(report[name])
    report["truncated"] = value(report["truncated"], keys=True)
    report["result"] = value(report["result"], keys=True)
    for log in report["logs"]:
        log.update(message=text(log["message"]), fields=value(log["fields"], keys=True))
    for event in report["events"]:
        event.update(name=text(event["name"]), payload=value(event["payload"], keys=True))
    if report["error"]:
        report["error"] = value(report["error"])
    for name in ("artifacts", "needs", "wants"):
        report[name] = [value(item) for item in report[name]]
    for entry in report["teardowns"]:
        if entry["scope"] not in SCOPES:
            entry["scope"] = text(entry["scope"])
        entry.update(key=text(entry["key"]), error=value(entry["error"]))
        entry.update(reason=value(entry["reason"]))
    report["notes"] = [text(n) for n in report["notes"]]
    report["stdout"], report["stderr"] = text(report["stdout"]), text(report["stderr"])
    return report


def _not_run_reason(scope: str, killed: bool) -> str:
    if killed:
        return "not run: the process was killed before this cleanup could run"
    if scope == "session":
        return "not run: the session did not end (pass --end-session to end it)"
    return "not run"


def render_json(report: dict[str, Any]) -> str:
    # `assemble` made every value JSON-valid; allow_nan=False proves it.
    return json.dumps(report, indent=2, ensure_ascii=False, allow_nan=False)


def _block(text: str) -> str:
    if len(text) <= TEXT_BLOCK_LIMIT:
        return text
    return (
        text[:TEXT_BLOCK_LIMIT]
        + f"\n... ({len(text) - TEXT_BLOCK_LIMIT} more characters; --format json shows them)"
    )


def render_text(report: dict[str, Any], colour: bool) -> str:
    from io import StringIO

    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table
    from rich.text import Text

    buffer = StringIO()
    console = Console(
        file=buffer, force_terminal=colour, no_color=not colour, width=100, highlight=False
    )
    status = report["status"] if report.get("status") in STATUSES else "raised"
    style = {
        "ok": "green",
        "raised": "red",
        "args_error": "yellow",
        "timeout": "magenta",
        "not_found": "red",
    }[status]
    duration = (
        f" in {report['duration_ms']:.0f} ms"
        if isinstance(report.get("duration_ms"), (int, float))
        else ""
    )
    profile = f" ({escape(str(report['profile']))})" if report.get("profile") else ""
    console.print(
        f"[bold {style}]{status}[/]  [bold]{escape(str(report.get('tool') or '?'))}[/]"
        f"{profile}{duration}"
    )
    if report.get("killed"):
        console.print(
            "[magenta]the tool did not stop within the grace period after the signal fired; "
            "it was abandoned and the run ended[/]"
        )
    error = report.get("error")
    if isinstance(error, dict):
        console.print(Text(f"{error.get('type')}: {error.get('message')}", style=style))
        if error.get("traceback"):
            console.print(Text(_block(str(error["traceback"]).rstrip())))
    if status == "ok" or report.get("result") is not None:
        console.print("[bold]result[/]")
        text = json.dumps(report["result"], indent=2, ensure_ascii=False)
        console.print(Text(_block(text)))

    def table(title: str, columns: list[str], rows: list[list[str]]) -> None:
        if rows:
            t = Table(*columns, title=title, title_justify="left", show_edge=False)
            for row in rows:
                t.add_row(*(Text(_block(cell)) for cell in row))
            console.print(t)

    def dumps(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    table(
        "needs",
        ["credential", "resolved"],
        [[str(n.get("name")), "yes" if n.get("resolved") else "no"] for n in report["needs"]],
    )
    table(
        "wants",
        ["argument", "artifact", "resolved"],
        [
            [str(w.get("argument")), str(w.get("artifact")), "yes" if w.get("resolved") else "no"]
            for w in report["wants"]
        ],
    )
    table(
        "logs",
        ["level", "message", "fields"],
        [[e["level"], e["message"], dumps(e["fields"])] for e in report["logs"]],
    )
    table(
        "events",
        ["name", "payload"],
        [[e["name"], dumps(e["payload"])] for e in report["events"]],
    )
    table(
        "artifacts written",
        ["name", "size", "details"],
        [
            [
                str(a.get("name")),
                str(a.get("size")),
                dumps({k: v for k, v in a.items() if k not in ("name", "size")}),
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
                ("yes" if t.get("ran") else t.get("status", "no"))
                + (f" ({t['error'] or t['reason']})" if t.get("error") or t.get("reason") else ""),
            ]
            for t in report["teardowns"]
        ],
    )
    for what, cut in (report.get("truncated") or {}).items():
        if isinstance(cut, dict):
            console.print(
                Text(f"note: {what} cut to {cut.get('kept')} of {cut.get('size')}", style="dim")
            )
    for note in report.get("notes", []):
        console.print(Text(f"note: {note}", style="dim"))
    for stream in ("stdout", "stderr"):
        if report.get(stream):
            console.print(f"[bold]{stream} of the tool[/]")
            console.print(Text(_block(report[stream].rstrip())))
    return buffer.getvalue()

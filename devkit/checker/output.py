"""Rendering findings: text (ruff-like), JSON, SARIF 2.1.0, GitHub workflow commands."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import click

from .. import __version__
from .finding import Finding, Severity

DOCS_URL = "https://tool-devkit.dev/rules/{code}"
SEVERITY_COLOURS = {
    Severity.ERROR: "red",
    Severity.WARNING: "yellow",
    Severity.INFO: "cyan",
    Severity.HINT: "blue",
}


def rule_url(code: str) -> str:
    return DOCS_URL.format(code=code)


def _head(f: Finding, colour: bool) -> str:
    where = f"{f.path}:{f.line}:{f.column}:"
    code, severity = f.code, f"[{f.severity.value}]"
    if colour:
        where = click.style(where, bold=True)
        code = click.style(code, fg=SEVERITY_COLOURS[f.severity], bold=True)
        severity = click.style(severity, fg=SEVERITY_COLOURS[f.severity])
    fixable = " [*]" if f.fix and f.fix.applicability == "safe" else ""
    return f"{where} {code}{fixable} {severity} {f.message}"


def text(findings: list[Finding], colour: bool) -> str:
    """Concise: one line a finding, `path:line:col: CODE [severity] message`."""
    return "\n".join(_head(f, colour) for f in findings)


def full(findings: list[Finding], colour: bool, source_lines: Callable[[str], list[str]]) -> str:
    """Each finding with its source line, a caret under the span, and the fix it offers."""
    blocks = []
    for f in findings:
        block = [_head(f, colour)]
        lines = source_lines(f.path)
        if 0 < f.line <= len(lines):
            line = lines[f.line - 1].expandtabs(1)
            number = str(f.line)
            pad = " " * len(number)
            end = f.end_column if f.end_line == f.line else len(line) + 1
            carets = "^" * max(1, end - f.column)
            underline = " " * (f.column - 1) + carets
            if colour:
                underline = click.style(underline, fg=SEVERITY_COLOURS[f.severity], bold=True)
            block += [f"{pad} |", f"{number} | {line}", f"{pad} | {underline}"]
        if f.fix is not None:
            how = "" if f.fix.applicability == "safe" else " (unsafe: --unsafe-fixes)"
            block.append(f"  = fix: {f.fix.title}{how}")
        blocks.append("\n".join(block))
    return "\n\n".join(blocks)


def fails(findings: list[Finding], threshold: Severity) -> bool:
    """Whether the findings make the exit status 1 (any at or above `fail-on`)."""
    return any(f.severity.rank >= threshold.rank for f in findings)


def summary(findings: list[Finding], files: int) -> str:
    if not findings:
        return f"All checks passed! ({files} file{'s' if files != 1 else ''} checked)"
    fixable = sum(1 for f in findings if f.fix and f.fix.applicability == "safe")
    hidden = sum(1 for f in findings if f.fix and f.fix.applicability == "unsafe")
    out = f"Found {len(findings)} finding{'s' if len(findings) != 1 else ''} in {files} file{'s' if files != 1 else ''} checked."
    if fixable:
        out += f"\n[*] {fixable} fixable with `devkit check --fix`."
    if hidden:
        out += f"\n{hidden} more fixable with `--fix --unsafe-fixes`."
    return out


def as_json(findings: list[Finding]) -> str:
    return json.dumps([f.to_json() for f in findings], indent=2, ensure_ascii=False)


def statistics(findings: list[Finding]) -> str:
    counts = Counter(f.code for f in findings)
    names = {f.code: f.name for f in findings}  # not the rule catalogue: it loads libcst
    fixable = Counter(f.code for f in findings if f.fix and f.fix.applicability == "safe")
    rows = []
    for code, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        mark = "[*]" if fixable[code] else "   "
        rows.append(f"{count:>5}\t{code}\t{mark} {names[code]}")
    return "\n".join(rows)


def _github_escape(value: str, property_value: bool = False) -> str:
    value = value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        value = value.replace(":", "%3A").replace(",", "%2C")
    return value


def github(findings: list[Finding]) -> str:
    level = {
        Severity.ERROR: "error",
        Severity.WARNING: "warning",
        Severity.INFO: "notice",
        Severity.HINT: "notice",
    }
    lines = []
    for f in findings:
        props = ",".join(
            [
                f"file={_github_escape(f.path, True)}",
                f"line={f.line}",
                f"col={f.column}",
                f"endLine={f.end_line}",
                f"endColumn={f.end_column}",
                f"title={_github_escape(f'devkit ({f.code})', True)}",
            ]
        )
        lines.append(f"::{level[f.severity]} {props}::{_github_escape(f'{f.code} {f.message}')}")
    return "\n".join(lines)


def sarif(findings: list[Finding]) -> str:
    from .rules import ALL_RULES

    level = {
        Severity.ERROR: "error",
        Severity.WARNING: "warning",
        Severity.INFO: "note",
        Severity.HINT: "note",
    }
    rules = [
        {
            "id": rule.code,
            "name": rule.name,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.why},
            "helpUri": rule_url(rule.code),
            "help": {"text": rule.summary, "markdown": rule.doc()},
            "defaultConfiguration": {"level": level[rule.severity]},
        }
        for rule in ALL_RULES
    ]
    index = {rule.code: i for i, rule in enumerate(ALL_RULES)}
    results = []
    for f in findings:
        uri = Path(f.path).as_posix()
        result: dict = {
            "ruleId": f.code,
            "ruleIndex": index[f.code],
            "level": level[f.severity],
            "message": {"text": f.message},
            "locations": [
                {
                    "physicalLocation": {
                        "artifactLocation": {"uri": uri},
                        "region": {
                            "startLine": f.line,
                            "startColumn": f.column,
                            "endLine": f.end_line,
                            "endColumn": f.end_column,
                        },
                    }
                }
            ],
        }
        if f.tool:
            result["properties"] = {"tool": f.tool}
        if f.fix:
            result["fixes"] = [
                {
                    "description": {"text": f.fix.title},
                    "artifactChanges": [
                        {
                            "artifactLocation": {"uri": uri},
                            "replacements": [
                                {
                                    "deletedRegion": {
                                        "startLine": e.line,
                                        "startColumn": e.column,
                                        "endLine": e.end_line,
                                        "endColumn": e.end_column,
                                    },
                                    "insertedContent": {"text": e.text},
                                }
                                for e in f.fix.edits
                            ],
                        }
                    ],
                }
            ]
        results.append(result)
    log = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "devkit",
                        "fullName": "Tool Devkit checker",
                        "version": __version__,
                        "informationUri": "https://tool-devkit.dev",
                        "rules": rules,
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }
    return json.dumps(log, indent=2, ensure_ascii=False)

"""Converting engine findings and editor results to LSP types, in the client's position encoding."""

from __future__ import annotations

from typing import Any

from lsprotocol import types
from pygls.workspace import ServerTextPosition, ServerTextRange, TextDocument

from devkit.checker.finding import Edit, Finding, Severity
from devkit.checker.output import rule_url

from .documents import line_widths

SEVERITY = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
    Severity.HINT: types.DiagnosticSeverity.Hint,
}
SOURCE = "devkit"


def client_range(
    doc: TextDocument, line: int, column: int, end_line: int, end_column: int
) -> types.Range:
    """A range from 0-based code-point coordinates, clamped to the text, in the client's units."""
    widths, ascii_lines = line_widths(doc)
    if not widths:
        return types.Range(types.Position(0, 0), types.Position(0, 0))
    last = len(widths) - 1
    line = 0 if line < 0 else last if line > last else line
    end_line = 0 if end_line < 0 else last if end_line > last else end_line
    column = max(0, min(column, widths[line]))
    end_column = max(0, min(end_column, widths[end_line]))
    if ascii_lines[line] and ascii_lines[end_line]:
        # Code points, UTF-16 units and UTF-8 bytes are one and the same on an ASCII line
        # (pygls counts them character by character: symbols for a big file took 25 ms).
        return types.Range(types.Position(line, column), types.Position(end_line, end_column))
    return doc.range_to_client_units(
        ServerTextRange(ServerTextPosition(line, column), ServerTextPosition(end_line, end_column))
    )


def finding_range(doc: TextDocument, f: Finding | Edit) -> types.Range:
    # Findings and edits are 1-based lines and columns, in code points.
    return client_range(doc, f.line - 1, f.column - 1, f.end_line - 1, f.end_column - 1)


def diagnostic(doc: TextDocument, finding: Finding) -> types.Diagnostic:
    related = [
        types.DiagnosticRelatedInformation(
            location=types.Location(
                uri=doc.uri,
                range=client_range(doc, r.line - 1, r.column - 1, r.end_line - 1, r.end_column - 1),
            ),
            message=r.message,
        )
        for r in finding.related
    ]
    return types.Diagnostic(
        range=finding_range(doc, finding),
        message=finding.message,
        severity=SEVERITY[finding.severity],
        code=finding.code,
        code_description=types.CodeDescription(href=rule_url(finding.code)),
        source=SOURCE,
        related_information=related or None,
        tags=[types.DiagnosticTag.Unnecessary] if finding.code == "DK205" else None,
        # Everything a code action needs, so it never re-lints nor trusts echoed ranges
        # (Neovim 0.7 echoes byte columns).
        data={"finding": finding.to_json()},
    )


def text_edits(
    doc: TextDocument, edits: list[dict[str, Any]] | tuple[Edit, ...]
) -> list[types.TextEdit]:
    out = []
    for edit in edits:
        e = edit if isinstance(edit, Edit) else Edit(**edit)
        out.append(types.TextEdit(range=finding_range(doc, e), new_text=e.text))
    return out

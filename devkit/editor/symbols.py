"""Tools as document symbols, with their declarations as children."""

from __future__ import annotations

from dataclasses import dataclass, field

from .document import DocumentView


@dataclass
class Symbol:
    name: str
    detail: str
    kind: str  # "function" | "class" | "property"
    span: tuple[int, int, int, int]  # 0-based line, col, end line, end col of the whole tool
    selection: tuple[int, int, int, int]  # where it is named
    children: list[Symbol] = field(default_factory=list)


def document_symbols(view: DocumentView) -> list[Symbol]:
    symbols = []
    for tool in view.tools:
        info = tool.info
        declared = []
        for name, value in info.declarations.items():
            if not value.present:
                continue
            if not value.readable:
                shown = "?"
            elif any(value.items):
                shown = ", ".join(i for i in value.items if i)
            else:
                shown = "yes"
            declared.append(f"{name}: {shown}")
        body, named = tool.body_span, tool.name_span
        span = (body.line - 1, body.column - 1, body.end_line - 1, body.end_column - 1)
        selection = (named.line - 1, named.column - 1, named.end_line - 1, named.end_column - 1)
        children = [Symbol(d, "declaration", "property", span, selection) for d in declared]
        kind = "class" if info.form.kind.value == "base-class" else "function"
        detail = f"{tool.profile.name} tool" + (f" · {'; '.join(declared)}" if declared else "")
        symbols.append(Symbol(tool.name, detail, kind, span, selection, children))
    return symbols

"""What editor features need to know about a document: its tools and context variables.

Built from the checker's own discovery and model (never by importing the code). While
the user types, the text often does not parse; features then fall back to the last
analysis that did, or to a light textual reading of imports and annotations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import libcst as cst

from ..checker.config import Config
from ..checker.discovery import FunctionInfo, ToolInfo
from ..checker.engine import profile_view
from ..checker.guard import chain_problem, cpython_rejects, size_problem
from ..checker.imports import collect_imports
from ..checker.incremental import IncrementalParser
from ..checker.model import ModuleModel, build_model
from ..checker.parsing import parse_module
from ..checker.positions import PositionIndex, Span
from ..profiles import PROFILES, Profile, may_need_analysis

_IMPORT = re.compile(
    r"^\s*(?:from\s+devkit\.(\w+)|from\s+devkit\s+import\s+([\w, ]+)|import\s+devkit\.(\w+))", re.M
)
_ANNOTATED = re.compile(r"(\w+)\s*:\s*['\"]?(?:[\w.]+\.)?(\w+)")


@dataclass
class ToolView:
    name: str
    profile: Profile
    info: ToolInfo
    name_span: Span  # where the tool is named (function/class name, or the create_tool call)
    body_span: Span  # the whole entry function (or factory call)


@dataclass
class FunctionView:
    info: FunctionInfo
    span: Span


@dataclass
class DocumentView:
    source: str
    model: ModuleModel | None = None
    tools: list[ToolView] = field(default_factory=list)
    functions: list[FunctionView] = field(default_factory=list)

    @property
    def parsed(self) -> bool:
        return self.model is not None

    def function_at(self, line: int) -> FunctionView | None:
        """The innermost context function whose span holds the 0-based `line`."""
        holding = [f for f in self.functions if f.span.line - 1 <= line <= f.span.end_line - 1]
        return min(holding, key=lambda f: f.span.end_line - f.span.line, default=None)

    def tool_at(self, line: int) -> ToolView | None:
        holding = [
            t for t in self.tools if t.body_span.line - 1 <= line <= t.body_span.end_line - 1
        ]
        return min(holding, key=lambda t: t.body_span.end_line - t.body_span.line, default=None)

    def profile_of_name(self, name: str, line: int) -> Profile | None:
        """Which profile's context `name` holds at `line`, if it is a context variable there."""
        here = self.function_at(line)
        if here is not None and name in here.info.ctx_params:
            return here.info.profile
        owners = {f.info.profile.name for f in self.functions if name in f.info.ctx_params}
        if len(owners) == 1:
            return PROFILES[owners.pop()]
        return textual_profile(self.source, name)


def textual_profile(source: str, name: str) -> Profile | None:
    """Best guess without a parse: an annotation naming a context type, or the one profile imported."""
    by_type: dict[str, list[Profile]] = {}
    for p in PROFILES.values():
        if any(word in source for word in p.prefilter_words):
            by_type.setdefault(p.context_type, []).append(p)
    for match in _ANNOTATED.finditer(source):
        if match.group(1) == name and len(by_type.get(match.group(2), ())) == 1:
            return by_type[match.group(2)][0]
    imported = imported_profiles(source)
    if len(imported) == 1 and name in ("ctx", "context", "tool_context", "c"):
        return PROFILES[imported.pop()]
    return None


def imported_profiles(source: str) -> set[str]:
    found = set()
    for match in _IMPORT.finditer(source):
        names = [
            match.group(1),
            match.group(3),
            *(match.group(2) or "").replace(" ", "").split(","),
        ]
        found |= {n for n in names if n in PROFILES}
    return found


def analyse(
    source: str,
    parser: IncrementalParser | None = None,
    path: str = "<editor>",
    config: Config | None = None,
) -> DocumentView:
    """Parse and analyse; a view without a model when the text does not parse."""
    view = DocumentView(source)
    if (
        not may_need_analysis(source)
        or size_problem(len(source))
        or cpython_rejects(source)
        or chain_problem(source)
    ):
        return view
    # An open document's parser brings what its checks keep (see checker/reuse.py): the
    # statements and functions an edit did not touch are not analysed again.
    reuse = parser.reuse if parser is not None else None
    if reuse is not None:
        reuse.begin()
    try:
        module = parser.parse(source) if parser is not None else parse_module(source)
        imports = collect_imports(module, reuse, source)
        if not imports.profiles:
            return view
        versions = profile_view(imports, path, config or Config())
        model = build_model(module, imports, reuse=reuse, view=versions)
    except Exception:
        return view
    finally:
        if reuse is not None:
            reuse.end(forget_unused=False)  # what the checks keep stays kept
    return view_of(source, model, parser)


def view_of(
    source: str, model: ModuleModel, parser: IncrementalParser | None = None
) -> DocumentView:
    """The view of `source` from its analysis (an editor's check of the same text made it)."""
    view = DocumentView(source, model)
    module = model.module
    functions = list(model.analyses)
    by_statement: dict[int, list[cst.CSTNode]] = {}
    for f in functions:
        by_statement.setdefault(f.statement, []).append(f.node)
    for tool in model.tools:
        by_statement.setdefault(tool.statement, []).append(tool.report_node)
        by_statement.setdefault(tool.entry.statement, []).append(tool.entry.node)
    positions = parser.view_positions if parser is not None else None
    if positions is not None:
        positions.begin()
    try:
        spans = PositionIndex(module, source).spans(by_statement, positions)
    except Exception:
        return view
    if positions is not None:
        positions.end()
    view.functions = [FunctionView(f, spans[id(f.node)]) for f in functions if id(f.node) in spans]
    for tool in model.tools:
        name_span, body_span = spans.get(id(tool.report_node)), spans.get(id(tool.entry.node))
        if name_span and body_span:
            if name_span.line < body_span.line or name_span.end_line > body_span.end_line:
                body_span = Span(
                    min(name_span.line, body_span.line),
                    1,
                    max(name_span.end_line, body_span.end_line),
                    body_span.end_column,
                )
            view.tools.append(ToolView(tool.name, tool.profile, tool, name_span, body_span))
    return view

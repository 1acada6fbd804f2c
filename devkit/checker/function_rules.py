"""An editor's reuse of function rules' reports in the functions an edit did not touch.

A `FunctionRule`'s reports in a function follow from the function's analysis, the tools
that reach it and a few module-wide facts. When the analysis is one reused from the last
check (the same result, see `model._Builder._analyse`), the same tools reach it and the
module-wide facts are equal, the reports are the same: they are kept per (rule, analysis)
and handed out again, bound to this check's function and tools.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .config import Config
from .discovery import FunctionInfo, ToolInfo
from .flow import Analysis
from .model import ModuleModel
from .reuse import Reuse, shallow_copy
from .rules.base import FunctionRule, Report


@dataclass(frozen=True)
class _Kept:
    accesses: list[Any]  # the analysis's own list: its identity is the analysis's
    unit: tuple[object, ...]  # what else the reports were made from
    tools: tuple[ToolInfo, ...]
    reports: tuple[tuple[str, tuple[Report, ...]], ...]  # per rule code, the non-empty ones


def _tool_key(tool: ToolInfo) -> tuple[object, ...]:
    """What function rules read of a tool reaching the function (objects compare by identity)."""
    declared = tuple(
        (name, value.present, value.readable, value.items, value.node)
        for name, value in tool.declarations.items()
    )
    return (
        tool.name,
        tool.kind,
        tool.profile,
        tool.form,
        tool.entry.node,
        tool.report_node,
        tool.statement,
        declared,
    )


class FunctionUnits:
    """The keys of one check's functions, computed once and shared by every function rule."""

    def __init__(self, model: ModuleModel, config: Config, reuse: Reuse) -> None:
        self.model = model
        self.reuse = reuse
        imports = model.imports
        index = model.discovery.index
        self.module = reuse.token(
            "function rules",
            (
                tuple(sorted((k, p.name, sym) for k, (p, sym) in imports.names.items())),
                tuple(sorted(imports.modules.items())),
                tuple(sorted(imports.from_imports.items(), key=lambda item: item[0])),
                model.module.default_indent,
                config,
                # which of the module's functions are coroutine functions (DK005)
                tuple(sorted(n for n, (f, _) in index.functions.items() if f.asynchronous)),
                tuple(sorted(k for k, (f, _) in index.methods.items() if f.asynchronous)),
            ),
        )
        self._units: dict[int, tuple[object, ...]] = {}

    def unit(self, analysis: Analysis) -> tuple[object, ...]:
        found = self._units.get(id(analysis))
        if found is None:
            f = analysis.function
            tools = self.model.tools_of(f)
            found = (
                self.module,
                f.name,
                f.class_name,
                f.profile,
                frozenset(f.ctx_params),
                tuple(_tool_key(t) for t in tools),
            )
            self._units[id(analysis)] = found
        return found


def function_rule_reports(
    rules: Sequence[FunctionRule],
    model: ModuleModel,
    config: Config,
    reuse: Reuse,
    stop: Callable[[], None],
) -> dict[str, list[Report] | Exception]:
    """Each rule's reports (or the error it raised), function by function in the module's
    order, reusing all of a function's reports when it did not change."""
    found: dict[str, list[Report] | Exception] = {rule.code: [] for rule in rules}
    units = FunctionUnits(model, config, reuse)
    codes = tuple(rule.code for rule in rules)
    for analysis in model.analyses.values():
        key = ("function rules", codes, id(analysis.accesses))
        unit = units.unit(analysis)
        tools = model.tools_of(analysis.function)
        kept: _Kept | None = reuse.recalled(key)
        if kept is not None and kept.accesses is analysis.accesses and kept.unit == unit:
            for code, reports in kept.reports:
                made = found[code]
                if not isinstance(made, Exception):
                    made.extend(_rebound(reports, kept.tools, analysis.function, tools))
            continue
        stop()
        fresh: list[tuple[str, tuple[Report, ...]]] = []
        for rule in rules:
            made = found[rule.code]
            if isinstance(made, Exception):
                continue
            try:
                reports = tuple(rule.check_function(model, analysis, config))
            except (RecursionError, Exception) as exc:
                found[rule.code] = exc  # reported as DK901; the other rules go on
                continue
            made.extend(reports)
            if reports:
                fresh.append((rule.code, reports))
        reusable = all(
            _bound_to(r, analysis.function, tools) for _, reports in fresh for r in reports
        )
        if reusable and all(not isinstance(found[c], Exception) for c in codes):
            reuse.keep(key, _Kept(analysis.accesses, unit, tuple(tools), tuple(fresh)))
    return found


def _bound_to(report: Report, function: FunctionInfo, tools: list[ToolInfo]) -> bool:
    """Whether the report refers to this function and its tools only (so it can be rebound)."""
    return (
        report.statement is None
        and report.function is function
        and (report.tool is None or any(report.tool is t for t in tools))
    )


def _rebound(
    reports: tuple[Report, ...],
    old_tools: tuple[ToolInfo, ...],
    function: FunctionInfo,
    tools: list[ToolInfo],
) -> Iterator[Report]:
    """The kept reports, pointing at this check's function and tools (same order: the unit
    compared equal)."""
    by_old = {id(old): new for old, new in zip(old_tools, tools, strict=True)}
    for report in reports:
        tool = by_old[id(report.tool)] if report.tool is not None else None
        yield shallow_copy(report, function=function, tool=tool)

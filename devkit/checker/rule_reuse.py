"""An editor's reuse of rules' reports in the functions and tools an edit did not touch.

A `FunctionRule`'s reports in a function follow from the function's analysis, the tools
that reach it and a few module-wide facts; a `ToolRule`'s reports about a tool from the
tool, the analyses of the functions it reaches and the same module-wide facts. When those
analyses are ones reused from the last check (the same results, see
`model._Builder._analyse`) and the rest compares equal, the reports are the same: they are
kept per function (or tool) and handed out again, bound to this check's objects.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .config import Config
from .discovery import FunctionInfo, ToolInfo
from .events import Analysis
from .model import ModuleModel
from .reuse import Reuse, shallow_copy
from .rules.base import FunctionRule, Report, Rule, ToolRule
from .rules.dk401_session_id_as_key import state_keys_written
from .secret_params import callee_returns, callee_sink


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
                tuple(sorted(index.instances.items())),  # `svc.m()`: a method of `svc`'s class
                # the state keys stored anywhere in the module (DK401 reads of earlier calls)
                tuple(sorted(map(str, state_keys_written(model)))),
            ),
        )
        self._units: dict[int, tuple[object, ...]] = {}
        self._tool_keys: dict[int, tuple[object, ...]] = {}

    def tool_key(self, tool: ToolInfo) -> tuple[object, ...]:
        """`_tool_key`, once per tool and check (a tool reaches several functions)."""
        found = self._tool_keys.get(id(tool))
        if found is None:
            found = self._tool_keys[id(tool)] = _tool_key(tool)
        return found

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
                f.ctx_attrs,
                f.ctx_maybe_none,
                tuple(self.tool_key(t) for t in tools),
                # a run elsewhere in the module leaving a tool's deps out, or an agent made
                # to set a member (DK201)
                tuple(
                    (
                        self.model.discovery.runs.missing.get(id(t.entry.node)),
                        self.model.discovery.runs.provided.get(id(t.entry.node)),
                    )
                    for t in tools
                ),
                # which member methods handed to helpers the helpers report (DK203)
                tuple(
                    id(arg) in self.model.handed_to_helpers
                    for call in analysis.calls
                    for arg in call.member_args
                ),
                # whether the functions a secret is passed to let it out (DK402)
                tuple(
                    (
                        callee_sink(self.model, p, f.profile),
                        callee_returns(self.model, p, f.profile),
                    )
                    for p in analysis.passed_secrets
                ),
                # which of those tools a finding names depends on the facts at each call
                tuple(
                    (caller.node, at_call, at_entry)
                    for caller, at_call, at_entry in self.model.callers.get(f, ())
                ),
            )
            self._units[id(analysis)] = found
        return found


def reused_reports(
    rules: Sequence[Rule],
    model: ModuleModel,
    config: Config,
    reuse: Reuse,
    stop: Callable[[], None],
) -> dict[str, list[Report] | Exception]:
    """The reports (or the error raised) of each function and tool rule among `rules`,
    reusing those of unchanged functions and tools; the other rules are not run here."""
    units = FunctionUnits(model, config, reuse)
    found = _function_rule_reports(
        [r for r in rules if isinstance(r, FunctionRule)], units, config, stop
    )
    found.update(
        _tool_rule_reports([r for r in rules if isinstance(r, ToolRule)], units, config, stop)
    )
    return found


def _function_rule_reports(
    rules: Sequence[FunctionRule],
    units: FunctionUnits,
    config: Config,
    stop: Callable[[], None],
) -> dict[str, list[Report] | Exception]:
    """Each rule's reports (or the error it raised), function by function in the module's
    order, reusing all of a function's reports when it did not change."""
    model, reuse = units.model, units.reuse
    found: dict[str, list[Report] | Exception] = {rule.code: [] for rule in rules}
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
        fresh = _run(
            found,
            [(r.code, functools.partial(r.check_function, model, analysis, config)) for r in rules],
        )
        reusable = all(
            _bound_to(r, analysis.function, tools) for _, reports in fresh for r in reports
        )
        if reusable and all(not isinstance(found[c], Exception) for c in codes):
            reuse.keep(key, _Kept(analysis.accesses, unit, tuple(tools), tuple(fresh)))
    return found


def _run(
    found: dict[str, list[Report] | Exception],
    checks: list[tuple[str, Callable[[], Iterator[Report]]]],
) -> list[tuple[str, tuple[Report, ...]]]:
    """Run each rule's check of one unit into `found` (a rule that raises keeps its error,
    reported as DK901, and the other rules go on); what each rule reported, when any."""
    fresh = []
    for code, check in checks:
        made = found[code]
        if isinstance(made, Exception):
            continue
        try:
            reports = tuple(check())
        except (RecursionError, Exception) as exc:
            found[code] = exc
            continue
        made.extend(reports)
        if reports:
            fresh.append((code, reports))
    return fresh


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
        if report.function is function and report.tool is tool:
            yield report  # discovery handed out the same infos: nothing to rebind
        else:
            yield shallow_copy(report, function=function, tool=tool)


def _rebound_to_tool(
    reports: tuple[Report, ...],
    old_tool: ToolInfo,
    tool: ToolInfo,
    by_old: dict[int, FunctionInfo],
) -> Iterator[Report]:
    """The kept reports about a tool, pointing at this check's tool and functions."""
    for r in reports:
        new_tool = tool if r.tool is old_tool else r.tool
        new_function = by_old.get(id(r.function), r.function)
        if new_tool is r.tool and new_function is r.function:
            yield r
        else:
            yield shallow_copy(r, tool=new_tool, function=new_function)


@dataclass(frozen=True)
class _KeptForTool:
    report_node: Any  # the tool's own node: what identifies it across checks
    lists: tuple[list[Any], ...]  # its functions' analyses (their access lists), kept alive
    unit: tuple[object, ...]
    tool: ToolInfo
    functions: tuple[FunctionInfo, ...]
    reports: tuple[tuple[str, tuple[Report, ...]], ...]


def _tool_unit(model: ModuleModel, units: FunctionUnits, tool: ToolInfo) -> tuple[object, ...]:
    functions = model.functions_of(tool)
    analyses = [model.analyses.get(f) for f in functions]
    return (
        units.module,
        units.tool_key(tool),
        tuple(
            (
                f.name,
                f.class_name,
                f.profile,
                frozenset(f.ctx_params),
                f.ctx_attrs,
                f.ctx_maybe_none,
                id(a.accesses) if a else 0,
            )
            for f, a in zip(functions, analyses, strict=True)
        ),
    )


def _tool_rule_reports(
    rules: Sequence[ToolRule],
    units: FunctionUnits,
    config: Config,
    stop: Callable[[], None],
) -> dict[str, list[Report] | Exception]:
    """Each rule's reports (or the error it raised), tool by tool in the module's order,
    reusing all of a tool's reports when neither it nor what it reaches changed."""
    model, reuse = units.model, units.reuse
    found: dict[str, list[Report] | Exception] = {rule.code: [] for rule in rules}
    codes = tuple(rule.code for rule in rules)
    for tool in model.tools:
        key = ("tool rules", codes, id(tool.report_node))
        unit = _tool_unit(model, units, tool)
        functions = model.functions_of(tool)
        kept: _KeptForTool | None = reuse.recalled(key)
        if kept is not None and kept.report_node is tool.report_node and kept.unit == unit:
            by_old: dict[int, FunctionInfo] = {
                id(old): new for old, new in zip(kept.functions, functions, strict=True)
            }
            for code, reports in kept.reports:
                made = found[code]
                if not isinstance(made, Exception):
                    made.extend(_rebound_to_tool(reports, kept.tool, tool, by_old))
            continue
        stop()
        fresh = _run(
            found, [(r.code, functools.partial(r.check_tool, model, tool, config)) for r in rules]
        )
        reusable = all(
            r.statement is None
            and r.tool in (None, tool)
            and (r.function is None or any(r.function is f for f in functions))
            for _, reports in fresh
            for r in reports
        )
        if reusable and all(not isinstance(found[c], Exception) for c in codes):
            lists = tuple(a.accesses for f in functions if (a := model.analyses.get(f)) is not None)
            reuse.keep(
                key,
                _KeptForTool(tool.report_node, lists, unit, tool, tuple(functions), tuple(fresh)),
            )
    return found

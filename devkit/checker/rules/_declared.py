"""Shared logic of DK101/DK103/DK106/DK107: a declared(X) field read by a tool without X."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

import libcst as cst

from ...profiles import PresenceKind
from ..config import Config
from ..discovery import ToolInfo
from ..events import Access, Analysis, Usage
from ..model import ModuleModel
from ._common import describe
from .base import Report, ToolRule


class DeclarationRequiredRule(ToolRule):
    declaration: ClassVar[str]  # the declaration whose absence this rule reports
    how_to_declare: ClassVar[str]  # e.g. "add `needs=[Need(...)]` to the tool"
    # What the tool lacks, as the message says it; a switch (`task_support=False`) is
    # "not declared on" rather than "declared no".
    lacks: ClassVar[str | None] = None

    def check_tool(self, model: ModuleModel, tool: ToolInfo, config: Config) -> Iterator[Report]:
        """One finding per (tool, field): at the first read, the other reads as related.

        A test of the field (`if ctx.task is None`) is not a read: it is how a tool copes
        with the field being absent, and the missing declaration is reported where the
        field is actually used.
        """
        if (
            tool.profile.declaration(self.declaration) is None
            or tool.declares(self.declaration) is not False
        ):
            return
        reads: dict[str, list[tuple[Analysis, Access]]] = {}
        for analysis in model.analyses_of(tool):
            for access in analysis.accesses:
                f = access.field
                if (
                    f is None
                    or f.presence.kind is not PresenceKind.DECLARED
                    or f.presence.declaration != self.declaration
                    or access.usage in GUARD_USAGES
                ):
                    continue
                reads.setdefault(f.name, []).append((analysis, access))
        for found in reads.values():
            analysis, access = found[0]
            where = (
                ""
                if analysis.function is tool.entry
                else f" (in helper `{analysis.function.name}`)"
            )
            others = [(a.node, "read here too") for _, a in found[1:]]
            yield Report(
                node=access.node,
                message=f"tool `{tool.name}` reads {describe(access, analysis)}{where} but "
                f"{self.lacks or f'declares no `{self.declaration}`'}, so it is always None: "
                f"{self.how_to_declare}{_on_the_class(model, tool, self.declaration)}",
                function=analysis.function,
                tool=tool,
                related=[(tool.report_node, f"tool `{tool.name}` is declared here"), *others],
            )


GUARD_USAGES = (Usage.TRUTH, Usage.NONE_TEST, Usage.HASATTR)


def _on_the_class(model: ModuleModel, tool: ToolInfo, declaration: str) -> str:
    """A note for a declaring decorator written on the method's class (`@use_guards(JWT)`
    above `class Billing:`), which the runtime does not read: it reads the method's own."""
    declared = tool.profile.declaration(declaration)
    cls = tool.entry.class_name
    if declared is None or declared.decorator is None or cls is None:
        return ""
    node = model.discovery.index.classes.get(cls)
    for decorator in node.decorators if node is not None else ():
        called = decorator.decorator
        func = called.func if type(called) is cst.Call else called
        resolved = model.imports.resolve(func)
        if resolved is not None and resolved[1] == declared.decorator:
            return (
                f" (the `@{declared.decorator}` on class `{cls}` does not reach its "
                "methods: decorate the method itself)"
            )
    return ""


def undeclared_everywhere(model: ModuleModel, analysis: Analysis, access: Access) -> bool:
    """Whether every tool reaching this read lacks the field's declaration (DK1xx reports it)."""
    f = access.field
    if f is None or f.presence.kind is not PresenceKind.DECLARED or not f.presence.declaration:
        return False
    tools = model.tools_of(analysis.function)
    return bool(tools) and all(
        t.profile.declaration(f.presence.declaration) is not None
        and t.declares(f.presence.declaration) is False
        for t in tools
    )

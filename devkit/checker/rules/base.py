"""The shape of a rule: one class with its code, docs and embedded examples.

A rule reads the analysed module (`ModuleModel`) and yields `Report`s pointing at nodes;
the engine turns them into positioned findings. Rules read presence classes and roles
from the profile data and never name a context field themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

import libcst as cst

from ..finding import Severity

if TYPE_CHECKING:
    from ..config import Config
    from ..discovery import FunctionInfo, ToolInfo
    from ..events import Analysis
    from ..model import ModuleModel
    from ..positions import Span


@dataclass(frozen=True)
class Invalid:
    """An embedded example the rule must flag."""

    code: str
    count: int = 1  # how many findings of this rule it produces
    message: str | None = None  # a substring the (first) message must contain
    fixed: str | None = None  # the source after applying every fix of this rule


@dataclass(frozen=True)
class NodeEdit:
    """Replace the text of `node` (or insert before/after it) once positions are known."""

    node: cst.CSTNode
    text: str
    mode: str = "replace"  # "replace" | "before" | "after"


@dataclass(frozen=True)
class FixPlan:
    title: str
    applicability: str  # "safe" | "unsafe"
    edits: tuple[NodeEdit, ...] = ()
    # For edits that need the source text (indentation, whole lines): given spans of the
    # nodes listed in `needs` and the source lines, return (line, col, end_line, end_col, text).
    build: (
        Callable[[dict[int, Span], Callable[[int], str]], list[tuple[int, int, int, int, str]]]
        | None
    ) = None
    needs: tuple[cst.CSTNode, ...] = ()


@dataclass
class Report:
    node: cst.CSTNode
    message: str
    function: FunctionInfo | None = None  # where the node lives (for positions)
    statement: int | None = None  # top-level statement index, when no function applies
    tool: ToolInfo | None = None
    fix: FixPlan | None = None
    related: list[tuple[cst.CSTNode, str]] = field(default_factory=list)
    severity: Severity | None = None  # overrides the rule's default (e.g. DK301's error form)
    # Top-level statements holding fix nodes outside the reported statement (e.g. an import).
    fix_statements: tuple[int, ...] = ()

    @property
    def statement_index(self) -> int:
        if self.statement is not None:
            return self.statement
        assert self.function is not None
        return self.function.statement


class Rule:
    """Base class. Subclasses set the class attributes and implement `check`."""

    code: ClassVar[str]
    name: ClassVar[str]
    severity: ClassVar[Severity]
    summary: ClassVar[str]  # what it does, one sentence
    why: ClassVar[str]
    example: ClassVar[str]
    use_instead: ClassVar[str]
    fix_safety: ClassVar[str] = "No automatic fix."
    opt_in: ClassVar[bool] = False  # runs only when selected by its own code (see OPT_IN_CODES)
    options: ClassVar[str] = ""
    valid: ClassVar[tuple[str, ...]] = ()
    invalid: ClassVar[tuple[Invalid, ...]] = ()

    def check(self, model: ModuleModel, config: Config) -> Iterator[Report]:
        return iter(())

    @classmethod
    def doc(cls) -> str:
        """The rule's page, as Markdown (used by `devkit explain` and hover)."""
        parts = [
            f"# {cls.code} {cls.name}",
            f"Default severity: **{cls.severity.value}**",
            "## What it does",
            cls.summary,
            "## Why is this bad?",
            cls.why,
        ]
        if cls.example:
            parts += ["## Example", "```python\n" + cls.example.strip() + "\n```"]
        if cls.use_instead:
            parts += ["Use instead:", "```python\n" + cls.use_instead.strip() + "\n```"]
        parts += ["## Fix safety", cls.fix_safety]
        if cls.options:
            parts += ["## Options", cls.options]
        return "\n\n".join(parts) + "\n"


class FunctionRule(Rule):
    """A rule whose reports in a function follow from that function's analysis, the tools
    that reach it and module-wide facts only (the imports, the indentation, the config).
    Subclasses implement `check_function`; an editor then reuses its reports for every
    function an edit did not touch (see `engine.function_reports`)."""

    def check(self, model: ModuleModel, config: Config) -> Iterator[Report]:
        for analysis in model.analyses.values():
            yield from self.check_function(model, analysis, config)

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        return iter(())


class ToolRule(Rule):
    """A rule whose reports about a tool follow from the tool, the analyses of the
    functions it reaches and module-wide facts only. Subclasses implement `check_tool`; an
    editor reuses its reports for every tool an edit did not touch."""

    def check(self, model: ModuleModel, config: Config) -> Iterator[Report]:
        for tool in model.tools:
            yield from self.check_tool(model, tool, config)

    def check_tool(self, model: ModuleModel, tool: ToolInfo, config: Config) -> Iterator[Report]:
        return iter(())

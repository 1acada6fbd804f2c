"""Shared logic of DK101/DK103/DK106/DK107: a declared(X) field read by a tool without X."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from ...profiles import PresenceKind
from ..config import Config
from ..model import ModuleModel
from ._common import describe
from .base import Report, Rule


class DeclarationRequiredRule(Rule):
    declaration: ClassVar[str]  # the declaration whose absence this rule reports
    how_to_declare: ClassVar[str]  # e.g. "add `needs=[Need(...)]` to the tool"

    def check(self, model: ModuleModel, config: Config) -> Iterator[Report]:
        for tool in model.tools:
            if (
                tool.profile.declaration(self.declaration) is None
                or tool.declares(self.declaration) is not False
            ):
                continue
            for analysis in model.analyses_of(tool):
                for access in analysis.accesses:
                    f = access.field
                    if (
                        f is None
                        or f.presence.kind is not PresenceKind.DECLARED
                        or f.presence.declaration != self.declaration
                    ):
                        continue
                    where = (
                        ""
                        if analysis.function is tool.entry
                        else f" (in helper `{analysis.function.name}`)"
                    )
                    yield Report(
                        node=access.node,
                        message=f"tool `{tool.name}` reads {describe(access)}{where} but declares no "
                        f"`{self.declaration}`, so it is always None: {self.how_to_declare}",
                        function=analysis.function,
                        tool=tool,
                        related=[(tool.report_node, f"tool `{tool.name}` is declared here")],
                    )

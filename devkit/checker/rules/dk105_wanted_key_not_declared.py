from __future__ import annotations

from collections.abc import Iterator
from typing import cast

import libcst as cst

from ..config import Config
from ..discovery import ToolInfo
from ..events import Analysis
from ..facts import member_of
from ..finding import Severity
from ..literals import string_value
from ..model import ModuleModel
from ..syntax import comp_fors, loop_parts
from ..walk import descendants
from ._common import AGENT, snippet
from .base import Invalid, Report, ToolRule

DECLARATION = "wants"


def _wanted_keys(analysis: Analysis) -> Iterator[tuple[str, str, cst.BaseExpression]]:
    """(member, key, key node) for each literal key looked up in a member that a
    declaration fills (`ctx.wanted["k"]`, `ctx.wanted.get("k")`, or through an alias), a
    name bound only to literals standing for its texts."""
    profile = analysis.function.profile
    found: list[tuple[str, cst.BaseExpression, tuple[str, ...]]] = []
    for event in analysis.call_events:
        if event.receiver and event.method == "get" and event.node.args:
            found.append((event.receiver, event.node.args[0].value, event.first_texts))
    found += [(lookup.receiver, lookup.key, lookup.key_texts) for lookup in analysis.lookups]
    for receiver, key, texts in found:
        member = member_of(profile, receiver)
        if member is None or not member.presence.declaration:
            continue
        if texts:  # a literal, or a name bound only to literals (`DOC = "document"`)
            for text in texts:
                yield member.name, text, key
        elif type(key) is cst.Name:  # `for k in ("a", "b"): ctx.wanted[k]`: each of them
            for each in _looped_literals(analysis.function.node, key):
                yield member.name, cast(str, string_value(each)), each


def _looped_literals(function: cst.CSTNode, key: cst.Name) -> list[cst.BaseExpression]:
    """The string literals a loop (or comprehension) around `key` binds its name to, over a
    literal tuple, list or set of them; none when no such loop holds it."""
    loops: list[tuple[cst.CSTNode, cst.For | cst.CompFor]] = [
        (loop, loop) for loop in descendants(function, cst.For)
    ]
    for kind in (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp):
        for comp in descendants(function, kind):
            loops += [(comp, for_in) for for_in in comp_fors(comp)]
    for holder, loop in loops:
        for target, iterable in loop_parts(loop):  # `for i, k in enumerate(("a", "b"))` too
            if type(target) is not cst.Name or target.value != key.value:
                continue
            if type(iterable) not in (cst.Tuple, cst.List, cst.Set):
                continue
            items = [e.value for e in iterable.elements]  # type: ignore[attr-defined]
            literals = bool(items) and all(string_value(i) is not None for i in items)
            if literals and any(node is key for node in descendants(holder, cst.Name)):
                return items
    return []


class WantedKeyNotDeclared(ToolRule):
    code = "DK105"
    name = "wanted-key-not-declared"
    severity = Severity.ERROR
    summary = 'Flags `ctx.wanted["k"]` or `ctx.wanted.get("k")` where `k` is not in `wants`.'
    why = (
        "`ctx.wanted` only ever holds keys the tool declared in `wants`. Looking up another "
        "key raises KeyError, or returns None forever with `.get`."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="summarise", wants=["document"])
        def summarise(args, ctx: ToolExecutionContext):
            if ctx.wanted is not None:
                return ctx.wanted["report"].size
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="summarise", wants=["document"])
        def summarise(args, ctx: ToolExecutionContext):
            if ctx.wanted is not None:
                return ctx.wanted["document"].size
    """,
    )
    valid = (use_instead,)
    invalid = (
        Invalid(example, message="`report` is not declared in `wants`"),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="summarise", wants=["document"])
            def summarise(args, ctx: ToolExecutionContext):
                meta = ctx.wanted.get("doc") if ctx.wanted else None
                return meta
        """,
            )
        ),
    )

    def check_tool(self, model: ModuleModel, tool: ToolInfo, config: Config) -> Iterator[Report]:
        declared = tool.declarations.get(DECLARATION)
        if declared is not None and not declared.readable:
            return
        if tool.declares(DECLARATION) is False and tool.profile.declaration(DECLARATION):
            return  # no `wants` at all: one root cause, reported once by DK103
        names = set(declared.items) if declared else set()
        wanted_fields = {f.name for f in tool.profile.fields_declared_by(DECLARATION)}
        for analysis in model.analyses_of(tool):
            for field_name, key, node in _wanted_keys(analysis):
                if field_name in wanted_fields and key not in names:
                    shown = ", ".join(f"`{n}`" for n in sorted(names)) or "nothing"
                    yield Report(
                        node=node,
                        message=f"`{key}` is not declared in `wants` of tool `{tool.name}` (it declares {shown})",
                        function=analysis.function,
                        tool=tool,
                    )

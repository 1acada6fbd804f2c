"""Small helpers shared by rules: how to name an access, which tools it concerns."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator

import libcst as cst

from ...profiles import get_profile
from ..discovery import ToolInfo
from ..events import Access, Analysis
from ..facts import Fact
from ..imports import dotted_name
from ..model import ModuleModel
from .base import Report

AGENT = "from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key\n"
MCP = "from devkit.mcp import ExecutionContext, emit_event, tool, use_guards\n"
ADK = "from devkit.adk import ToolContext, create_tool\n"


def snippet(header: str, body: str) -> str:
    return header + "\n" + textwrap.dedent(body).strip() + "\n"


def ctx_name(access: Access, analysis: Analysis | None = None) -> str:
    """How the code spells the context in this access (`ctx`, `context`, ...); for a use
    through an alias (`save(n)` of `save = tool_context.save_artifact`), the function's
    own context parameter when `analysis` is given."""
    node = access.node
    base = node
    while type(base) is cst.Attribute:
        base = base.value  # `tool_context.session.id`: the name at the root of the chain
    if type(node) is cst.Attribute and type(base) is cst.Name:
        return base.value
    if type(node) is cst.Attribute and type(base) is cst.Call and not base.args:
        accessor = dotted_name(base.func)
        if accessor is not None:
            return f"{accessor}()"  # `get_context().client_id`
    if (
        type(node) is cst.Call
        and dotted_name(node.func) in ("getattr", "hasattr")
        and node.args
        and type(node.args[0].value) is cst.Name
    ):
        return node.args[0].value.value  # `getattr(context, "identity", None)`
    params = sorted(analysis.function.ctx_params) if analysis is not None else []
    return params[0] if params else "ctx"


def spelled(access: Access) -> str:
    """The member as the code reads it: `ctx.request_context.meta`, or `rc.request` when
    `rc` holds `ctx.request_context`."""
    if type(access.node) is cst.Attribute:
        written = dotted_name(access.node)
        if written is not None:
            return written
    return f"{ctx_name(access)}.{access.attr}"


def describe(access: Access, analysis: Analysis | None = None) -> str:
    """The access as the code spells it, in backticks: `ctx.identity`, or an alias (named
    after the function's own context parameter when `analysis` is given)."""
    called = access.field.call_spelling if access.field is not None else None
    params = sorted(analysis.function.ctx_params) if analysis is not None else []
    context = params[0] if params else "ctx"
    if called and called.startswith("ctx."):
        called = context + called[3:]
    if access.via_alias and type(access.node) in (cst.Name, cst.Subscript):
        if called:
            return f"`{_code(access.node)}` (what `{called}` returned)"
        return f"`{_code(access.node)}` (alias of `{context}.{access.attr}`)"
    if access.via_alias and type(access.node) in (cst.Call, cst.Await):
        # a getter; one returning one of several members has its own facts
        other = " or another member" if access.own_facts else ""
        return f"`{_code(access.node)}` (which returns `{context}.{access.attr}`{other})"
    if called:
        return f"the result of `{called}`"
    return f"`{spelled(access)}`"


def reached_from(
    model: ModuleModel, analysis: Analysis, tools: list[ToolInfo] | None = None
) -> str:
    """' (in helper `h`, reached from tool `t`)' for helpers, '' for a tool's own body."""
    every = model.tools_of(analysis.function)
    if not every or any(t.entry is analysis.function for t in every):
        return ""
    tools = tools or every
    names = ", ".join(f"`{t.name}`" for t in tools)
    return f" (in helper `{analysis.function.name}`, reached from tool {names})"


def member_accesses(analysis: Analysis) -> Iterator[Access]:
    """The function's accesses of the members themselves: not those through a name that
    holds a member or None (`x = ctx.f if t else None`), where the None may be the
    conditional's (DK201 alone judges those)."""
    return (a for a in analysis.accesses if not a.own_facts)


def accesses(model: ModuleModel) -> Iterator[tuple[Analysis, Access]]:
    for analysis in model.analyses.values():
        for access in analysis.accesses:
            yield analysis, access


def report(
    model: ModuleModel,
    analysis: Analysis,
    node: cst.CSTNode,
    message: str,
    unless: Fact | None = None,
    tools: list[ToolInfo] | None = None,
    **kwargs: object,
) -> Report:
    """A finding in `analysis`'s function; in a helper, it names the tools reaching it (those
    on whose paths the fact `unless` is not established, when given; `tools`, when the
    rule knows which)."""
    if tools is None:
        tools = (
            model.tools_without(analysis.function, unless)
            if unless is not None
            else model.tools_of(analysis.function)
        )
    return Report(
        node=node,
        message=message + reached_from(model, analysis, tools),
        function=analysis.function,
        tool=tools[0] if tools else None,
        **kwargs,  # type: ignore[arg-type]
    )


def scaffold(profile: str) -> str:
    """A profile's own scaffold header (imports and server), for rule examples."""
    return get_profile(profile).scaffold or ""


FASTMCP = scaffold("fastmcp")
MCP_SDK = scaffold("mcp-sdk")
GOOGLE_ADK = scaffold("google-adk")


def always_here(model: ModuleModel, analysis: Analysis, name: str) -> bool:
    """Whether the member `name` is always there in this function: every tool reaching it
    is registered as a kind the member is always present in (`present_in`), or belongs
    only to agents this module makes to set it (`create_agent(store=...)`)."""
    member = analysis.function.profile.field(name)
    if member is None:
        return False
    tools = model.tools_of(analysis.function)
    if not tools:
        return False
    if member.present_in and all(t.kind in member.present_in for t in tools):
        return True
    provided = model.discovery.runs.provided
    return all(name in provided.get(id(t.entry.node), ()) for t in tools)


def session_keys(
    analysis: Analysis,
) -> Iterator[tuple[cst.Call, str | None, cst.BaseExpression | None]]:
    """(call, scope, scope node) for each `tool_session_key(ctx, scope)` in the function, and
    each scope it can be when the scope is a name bound to several (None: not known)."""
    for event in analysis.call_events:
        resolved = event.resolved
        if resolved is not None and resolved[1] == resolved[0].session_key_function:
            scope = event.node.args[1].value if len(event.node.args) > 1 else None
            for text in event.scopes or (None,):
                yield event.node, text, scope


def _code(node: cst.CSTNode) -> str:
    """A name, or an element of a literal (`d["i"]`), as written."""
    if type(node) is cst.Name:
        return node.value
    return cst.Module([]).code_for_node(node)

from __future__ import annotations

from collections.abc import Iterator

import libcst as cst

from ...profiles import Profile, Role
from ..config import Config
from ..events import Access, Analysis, Usage
from ..finding import Severity
from ..flow import names_a_key
from ..literals import string_value
from ..model import ModuleModel
from ..walk import descendants, every_node
from ._common import AGENT, FASTMCP, ctx_name, describe, report, snippet
from .base import FixPlan, FunctionRule, Invalid, NodeEdit, Report


def _free_quote(node: cst.CSTNode, within: cst.CSTNode) -> str | None:
    """A quote a string literal replacing `node` can use: inside an f-string (in `within`),
    not the f-string's own (`f"{ctx.session_id}"` gets `'session'`: before Python 3.12 the
    same quote ends the f-string); None when the f-strings around it use both."""
    used = {
        formatted.quote[0]
        for formatted in descendants(within, cst.FormattedString)
        if any(n is node for n in every_node(formatted))
    }
    return next((q for q in ('"', "'") if q not in used), None)


def _key_fix(
    model: ModuleModel, profile: Profile, access: Access, within: cst.CSTNode
) -> tuple[FixPlan | None, tuple[int, ...]]:
    """The fix, and the statements outside the finding's that it edits (the import)."""
    function = profile.session_key_function
    if function is None or access.via_alias or type(access.node) is not cst.Attribute:
        return None, ()
    edits: list[NodeEdit] = []
    statements: tuple[int, ...] = ()
    spelled = model.imports.local_name_for(profile, function)
    if spelled is None:
        found = model.imports.from_imports.get(profile.name)
        if found is None:
            return None, ()
        from_import, statement = found
        names = from_import.names
        if isinstance(names, cst.ImportStar) or not names:
            return None, ()
        edits.append(NodeEdit(names[-1], f", {function}", mode="after"))
        statements = (statement,)
        spelled = function
    quote = _free_quote(access.node, within)
    if quote is None:
        return None, ()
    edits.append(NodeEdit(access.node, f"{spelled}({ctx_name(access)}, {quote}session{quote})"))
    # Unsafe: the tool now raises where there is no session (it used None as a key before),
    # and the key it stores under wants a session teardown (DK303).
    plan = FixPlan(f'Use `{function}(ctx, "session")`', "unsafe", tuple(edits))
    return plan, statements


def _state_key(call: cst.Call, model: ModuleModel) -> str | None:
    """The key a state member is called with: a string, or a module constant holding one."""
    argument = call.args[0].value if call.args else None
    if type(argument) is cst.Name:
        texts = model.constants.get(argument.value, ())
        return texts[0] if len(texts) == 1 else None
    return string_value(argument) if type(argument) is cst.SimpleString else None


def state_keys_written(model: ModuleModel) -> frozenset[str | None]:
    """The keys the module's functions store with a state-writing member (`set_state`)."""
    return frozenset(
        _state_key(c.node, model)
        for analysis in model.analyses.values()
        for c in analysis.member_calls
        if c.field.has_role(Role.STATE_WRITE)
    )


def _state_read_across_calls(model: ModuleModel, analysis: Analysis) -> Iterator[Report]:
    """A read of state (a member with the STATE_READ role) under a key the module stores
    with a STATE_WRITE member, not stored earlier in the same function: it reads what an
    earlier call stored, under the profile's per-request session id (the member's
    `key_caveat` says why)."""
    reads = [c for c in analysis.member_calls if c.field.has_role(Role.STATE_READ)]
    if not reads:
        return
    written = state_keys_written(model)
    set_before: set[str | None] = set()
    for call in analysis.member_calls:
        key = _state_key(call.node, model)
        if call.field.has_role(Role.STATE_WRITE):
            set_before.add(key)
        elif (
            call.field.has_role(Role.STATE_READ)
            and key is not None
            and key in written
            and key not in set_before
        ):
            yield report(
                model,
                analysis,
                call.node,
                f"`{call.field.name}({key!r})` {call.field.key_caveat}; keep state that must "
                "outlive the request in your own store, keyed by the verified caller",
            )


class SessionIdAsKey(FunctionRule):
    code = "DK401"
    name = "session-id-as-key"
    severity = Severity.WARNING
    summary = (
        "Flags the caller-supplied session id used on its own as a key for state, and state "
        "read back from an earlier call where the framework keys it by a per-request session id."
    )
    why = (
        "The session id is data the caller sends, not proof of who it is: any caller can send "
        "another tenant's session id and read or overwrite that tenant's state. Compose it "
        'with tenant and principal (`tool_session_key(ctx, "session")`). Where the '
        "framework itself keys its state by a session id that is new on every request, a "
        "value read back from an earlier call is never there."
    )
    example = snippet(
        AGENT,
        """
        CACHE = {}
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            return CACHE.get(ctx.session_id)
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        CACHE = {}
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            return CACHE.get(tool_session_key(ctx, "session"))
    """,
    )
    fix_safety = (
        'Replacing the key with `tool_session_key(ctx, "session")` (adding the import when '
        "needed) is unsafe, applied only with `--unsafe-fixes`: the key function raises when "
        "there is no session, where the tool used to carry on with a None key, and state kept "
        "under a session key should also get a session teardown (DK303)."
    )
    valid = (
        use_instead,
        snippet(  # state written and read back within one request
            FASTMCP,
            """
            @mcp.tool
            async def staged(ctx: Context) -> str:
                await ctx.set_state("step", "started")
                return await ctx.get_state("step")
        """,
        ),
        snippet(
            AGENT,
            """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                print("session", ctx.session_id)
                stamped = {name: ctx.session_id for name in ("a", "b")}
                return {"session": ctx.session_id}, stamped
        """,
        ),
    )
    invalid = (
        Invalid(example, fixed=use_instead, message="`tool_session_key"),
        Invalid(
            snippet(
                AGENT,
                """
            CACHE = {}
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                sid = ctx.session_id
                CACHE[sid] = 1
                cache_key = ctx.session_id
                found = ctx.session_id in CACHE
                seeded = {ctx.session_id: n for n in range(3)}
                return lookup(key=ctx.session_id), cache_key, found, seeded
        """,
            ),
            count=5,
        ),
        Invalid(
            snippet(
                FASTMCP,
                """
            @mcp.tool
            async def count(ctx: Context) -> int:
                seen = await ctx.get_state("count") or 0
                await ctx.set_state("count", seen + 1)
                return seen + 1
        """,
            ),
            message="keyed by `session_id`",
        ),
    )

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        yield from _state_read_across_calls(model, analysis)
        for access in analysis.accesses:
            f = access.field
            if f is None or not f.has_role(Role.CALLER_KEY) or access.usage is not Usage.KEY:
                continue
            if (
                access.via_alias
                and type(access.node) is cst.Name
                and names_a_key(access.node.value)
            ):
                continue  # `cache_key = ctx.session_id` was reported where it was assigned
            profile = analysis.function.profile
            helper = profile.session_key_function
            instead = (
                f'`{helper}(ctx, "session")`'
                if helper
                else "a key composed with the verified caller"
            )
            within = (
                access.statement or analysis.owners.get(id(access.node)) or analysis.function.node
            )
            fix, fix_statements = _key_fix(model, profile, access, within)
            yield report(
                model,
                analysis,
                access.node,
                f"{describe(access, analysis)} {f.key_caveat}: use {instead}"
                if f.key_caveat
                else f"{describe(access, analysis)} is caller-supplied; used alone as a key, any caller can reach "
                f"another's state: use {instead}",
                fix=fix,
                fix_statements=fix_statements,
            )

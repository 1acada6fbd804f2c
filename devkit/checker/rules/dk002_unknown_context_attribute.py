from __future__ import annotations

import difflib
import re
from collections.abc import Iterator

from ...profiles import ContextField, Profile
from ..config import Config
from ..events import Access
from ..finding import Severity
from ..model import ModuleModel
from ._common import ADK, AGENT, FASTMCP, MCP_SDK, accesses, ctx_name, report, snippet
from .base import FixPlan, Invalid, NodeEdit, Report, Rule


def _unknown_keywords(model: ModuleModel) -> Iterator[Report]:
    """`ctx.info("x", user=...)`: a keyword the member does not take raises TypeError."""
    for analysis in model.analyses.values():
        profile = analysis.function.profile
        release = profile.version_label if profile.version else profile.name
        for call in analysis.member_calls:
            taken = call.field.keywords
            if taken is None:
                continue
            for arg in call.node.args:
                if arg.keyword is None or arg.keyword.value in taken:
                    continue
                yield report(
                    model,
                    analysis,
                    arg,
                    f"`{call.field.name}()` takes no keyword `{arg.keyword.value}` in {release}: "
                    f"the call raises TypeError; it takes {', '.join(f'`{k}`' for k in taken)}",
                )


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def suggestion(profile: Profile, attr: str) -> tuple[str | None, bool]:
    """The field the author probably meant, and whether that guess is certain."""
    for f in profile.fields:
        if attr in (f.seed_name, _snake(attr)) and f.name == _snake(attr):
            return f.name, True
        if attr == f.seed_name:
            return f.name, True
    close = difflib.get_close_matches(attr, profile.field_names(), n=1, cutoff=0.7)
    if not close:
        close = difflib.get_close_matches(_snake(attr), profile.field_names(), n=1, cutoff=0.7)
    return (close[0], False) if close else (None, False)


def _not_in_version(access: Access, profile: Profile, member: ContextField) -> str:
    """`ctx.sample` does not exist in fastmcp 4.x (removed in 4.0): use ... instead."""
    spelled = f"`{ctx_name(access)}.{access.attr}`"
    instead = f"; {member.replacement}" if member.replacement else ""
    if (
        member.until is not None
        and _major(member.until) <= min(profile.versions or (0,))
        and not isinstance(member.until, tuple)
    ):
        return f"{spelled} is not a member of {profile.context_type} in any {profile.distribution} version{instead}"
    where = profile.version_label
    if member.until is not None and not member.exists_in(profile.version, profile.release):
        when = f"removed in {_release(member.until)}"
    else:
        when = f"added in {_release(member.since)}"
    return f"{spelled} does not exist in {where} ({when}; {profile.version_reason}){instead}"


def _major(bound: int | tuple[int, int]) -> int:
    return bound[0] if isinstance(bound, tuple) else bound


def _release(bound: int | tuple[int, int] | None) -> str:
    if isinstance(bound, tuple):
        return ".".join(map(str, bound))
    return f"{bound}.0"


class UnknownContextAttribute(Rule):
    code = "DK002"
    name = "unknown-context-attribute"
    severity = Severity.ERROR
    summary = (
        "Flags an attribute of the context that its profile (in the configured version) does "
        "not define, and a keyword argument a context method does not take."
    )
    why = (
        "The context object has a fixed set of fields. Any other attribute raises "
        "AttributeError at run time, typically in a code path the tests did not reach. "
        "Names copied from the TypeScript documentation (`hasCredentials`) are the usual cause. "
        "Likewise a keyword a method does not take raises TypeError, even where its signature "
        "accepts `**extra` (mcp 1.x hands those on to `log()`, which takes only `logger_name`)."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="deploy")
        def deploy(args, ctx: ToolExecutionContext):
            return ctx.hasCredentials
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="deploy")
        def deploy(args, ctx: ToolExecutionContext):
            return ctx.has_credentials
    """,
    )
    fix_safety = (
        "Renaming a camelCase name from the seed documents to its Python field is safe. A "
        "guess by spelling similarity is offered as an unsafe fix."
    )
    valid = (use_instead,)
    invalid = (
        Invalid(example, message="did you mean `has_credentials`", fixed=use_instead),
        Invalid(
            snippet(
                ADK,
                """
            def lookup(query: str, tool_context: ToolContext):
                return tool_context.memory_servce
        """,
            ),
            message="did you mean `memory_service`",
        ),
        Invalid(
            snippet(
                FASTMCP,
                """
            @mcp.tool
            async def greet(name: str, ctx: Context) -> str:
                await ctx.info(f"greeting {name}", user=name)
                return name
        """,
            ),
            message="takes no keyword `user`",
        ),
        Invalid(
            snippet(
                MCP_SDK,
                """
            @mcp.tool()
            async def whoami(ctx: Context) -> str:
                return ctx.get_access_token().client_id
        """,
            ),
            message="`get_access_token()` is a function; import",
        ),
    )

    def check(self, model: ModuleModel, config: Config) -> Iterator[Report]:
        yield from _unknown_keywords(model)
        for analysis, access in accesses(model):
            if access.field is not None or access.via_alias:
                continue
            profile = analysis.function.profile
            gone = profile.removed(access.attr)
            if gone is not None:
                yield report(model, analysis, access.node, _not_in_version(access, profile, gone))
                continue
            guess, certain = suggestion(profile, access.attr)
            if guess == access.attr:  # `ctx.get_access_token`: a function of the framework
                where = next((s.qualified for s in profile.spellings if s.symbol == guess), guess)
                yield report(
                    model,
                    analysis,
                    access.node,
                    f"`{ctx_name(access)}.{access.attr}` is not a field of "
                    f"{profile.context_type}: `{guess}()` is a function; import `{where}` "
                    "and call it",
                )
                continue
            hint = f"; did you mean `{guess}`?" if guess else ""
            fix = None
            if guess and hasattr(access.node, "attr"):
                fix = FixPlan(
                    title=f"Rename to `{guess}`",
                    applicability="safe" if certain else "unsafe",
                    edits=(NodeEdit(access.node.attr, guess),),  # type: ignore[attr-defined]
                )
            yield report(
                model,
                analysis,
                access.node,
                f"`{ctx_name(access)}.{access.attr}` is not a field of {profile.context_type}{hint}",
                fix=fix,
            )

from __future__ import annotations

from collections.abc import Iterator

import libcst as cst

from ...profiles import PROFILES
from .. import syntax
from ..annotations import string_annotation
from ..config import Config
from ..finding import Severity
from ..imports import dotted_name
from ..model import ModuleModel
from ..walk import children, descendants
from ._common import FASTMCP, GOOGLE_ADK, MCP_SDK, snippet
from .base import Invalid, Report, Rule

# A qualified name no module exports -> (the module that does, the profile), all profiles.
_MISSPELLED = {
    qualified: (home, profile.name)
    for profile in PROFILES.values()
    for qualified, home in profile.misspelled_imports
}


def _misspelled_imports(model: ModuleModel) -> Iterator[Report]:
    """A context class imported from a module that does not export it (a profile's
    `misspelled_imports`): importing the tool module fails, so no tool of it is served."""
    if not _MISSPELLED:
        return
    for i, statement in enumerate(model.module.body):
        for node in _import_froms(statement):
            module = dotted_name(node.module) if node.module is not None else None
            if module is None or isinstance(node.names, cst.ImportStar):
                continue
            for alias in node.names:
                name = dotted_name(alias.name)
                found = _MISSPELLED.get(f"{module}.{name}")
                if found is not None:
                    home, profile = found
                    yield Report(
                        node=alias,
                        message=f"{profile} will not inject the context here: `{name}` cannot "
                        f"be imported from `{module}` (ImportError: the module does not "
                        f"import, so no tool of it is served); import it from `{home}`",
                        statement=i,
                    )


def _misspelled_module_attributes(model: ModuleModel) -> Iterator[Report]:
    """The same class reached through its module (`import agents` ... `ctx:
    agents.ToolContext`): the annotation raises AttributeError where it is evaluated,
    when the function is defined (or, with postponed annotations, when a tool's framework
    reads its hints)."""
    modules = model.imports.modules
    if not _MISSPELLED or not modules:
        return
    tools = {id(t.entry.node) for t in model.discovery.tools}
    postponed = model.imports.future_annotations
    for i, statement in enumerate(model.module.body):
        for function in descendants(statement, cst.FunctionDef):
            is_tool = id(function) in tools
            if postponed and not is_tool:
                continue  # never evaluated
            for report in _misspelled_in_signature(function, modules, i, is_tool):
                yield report
                return  # the first one evaluated stops the import: one root cause


def _misspelled_in_signature(
    function: cst.FunctionDef, modules: dict[str, str], statement: int, is_tool: bool
) -> Iterator[Report]:
    """Each annotation of `function`'s parameters naming a misspelled class through
    its module; in a string too where a tool's framework evaluates it."""
    for param in syntax.every_param(function.params):
        if param.annotation is None:
            continue
        written_as = param.annotation.annotation
        annotation = (string_annotation(written_as) if is_tool else None) or written_as
        for attribute in descendants(annotation, cst.Attribute):
            written = dotted_name(attribute)
            head, _, rest = (written or "").partition(".")
            found = _MISSPELLED.get(f"{modules.get(head)}.{rest}") if rest else None
            if found is not None:
                home, profile = found
                yield Report(
                    node=attribute if annotation is written_as else written_as,
                    message=f"{profile} will not inject the context here: `{written}` "
                    f"does not exist (AttributeError: the module does not import, so no "
                    f"tool of it is served); use `{home}.{rest}`",
                    statement=statement,
                )


_HOLDS_IMPORTS = frozenset(
    {cst.If, cst.Try, cst.IndentedBlock, cst.Else, cst.ExceptHandler, cst.Finally}
)


def _import_froms(statement: cst.CSTNode) -> Iterator[cst.ImportFrom]:
    """`from x import y` in a top-level statement (also under `if`/`try`)."""
    if type(statement) is cst.SimpleStatementLine:
        yield from (s for s in statement.body if type(s) is cst.ImportFrom)
    elif type(statement) in _HOLDS_IMPORTS:  # not isinstance: libcst's ABC checks are slow
        for child in children(statement):
            yield from _import_froms(child)


class ContextNotInjected(Rule):
    code = "DK004"
    name = "context-not-injected"
    severity = Severity.ERROR
    summary = (
        "Flags a tool parameter meant as the context that the framework will not inject, "
        "by that framework's own recognition rule, and a direct call of such a tool "
        "(`tool.invoke({...})`) outside the runner that injects it."
    )
    why = (
        "Each framework recognises the context parameter its own way, and when it does not "
        "the tool still registers, or the module stops importing. An unannotated `ctx=None` "
        "is published in the model-visible input schema and is None on every call (the mcp "
        "SDK even types it as a string the model may fill in). Another framework's `Context` "
        "class is a required argument nobody can send, so every call fails. An annotation "
        "imported only under `if TYPE_CHECKING:` cannot be resolved when the tool is "
        "registered: the import of the server module fails with NameError (fastmcp) or "
        "InvalidSignature (mcp) and no tool of it is served. A LangChain tool taking a "
        "`ToolRuntime` and called directly with `tool.invoke({...})`, as a quick test does, "
        "fails validation: only the graph's ToolNode injects the runtime. A context class "
        "imported from a module that does not export it stops the module from importing at "
        "all. ADK calls its callbacks itself, with the context by keyword "
        "(`callback_context=`; `tool_context=` for tool callbacks): there the annotation does "
        "not matter, but a context parameter of another name makes every call raise "
        "TypeError."
    )
    example = snippet(
        FASTMCP,
        """
        @mcp.tool
        async def search(query: str, ctx=None) -> str:
            await ctx.info(query)
            return query
    """,
    )
    use_instead = snippet(
        FASTMCP,
        """
        @mcp.tool
        async def search(query: str, ctx: Context) -> str:
            await ctx.info(query)
            return query
    """,
    )
    fix_safety = "No fix: which annotation is right depends on the framework the server uses."
    valid = (
        use_instead,
        snippet(
            FASTMCP,
            """
            @mcp.tool
            def plain(query: str, limit: int = 3) -> str:
                return query * limit

            @mcp.tool
            async def maybe(query: str, ctx: Context | None = None) -> str:
                return query
        """,
        ),
    )
    invalid = (
        Invalid(example, message="published in the tool's input schema"),
        Invalid(
            snippet(
                "from mcp.server.fastmcp import Context\nfrom fastmcp import FastMCP\n\nmcp = FastMCP('x')\n",
                """
                @mcp.tool
                async def search(query: str, ctx: Context) -> str:
                    return query
            """,
            ),
            message="does not recognise",
        ),
        Invalid(
            snippet(
                "from __future__ import annotations\nfrom typing import TYPE_CHECKING\n"
                "from mcp.server.fastmcp import FastMCP\nif TYPE_CHECKING:\n"
                "    from mcp.server.fastmcp import Context\n\nmcp = FastMCP('x')\n",
                """
                @mcp.tool()
                async def search(query: str, ctx: Context) -> str:
                    return query
            """,
            ),
            message="TYPE_CHECKING",
        ),
        Invalid(
            snippet(
                MCP_SDK,
                """
                def search(query: str, context=None) -> str:
                    return query

                mcp.add_tool(search)
            """,
            ),
            message="`context` has no annotation",
        ),
        Invalid(
            snippet(
                GOOGLE_ADK,
                """
                def remember(ctx: ToolContext) -> None:
                    ctx.state["seen"] = True

                root_agent = Agent(name="a", model="m", before_agent_callback=remember)
            """,
            ),
            message="every call raises TypeError",
        ),
    )

    def check(self, model: ModuleModel, config: Config) -> Iterator[Report]:
        yield from _misspelled_imports(model)
        yield from _misspelled_module_attributes(model)
        for problem in model.discovery.not_injected:
            yield Report(
                node=problem.param.name,
                message=f"{problem.tool.profile.name} will not inject the context here: {problem.why}",
                function=problem.tool.entry,
                tool=problem.tool,
            )
        for direct in model.discovery.direct_calls:
            tool, method = direct.tool, direct.call.func.attr.value  # type: ignore[attr-defined]
            ctx = sorted(tool.entry.ctx_params)[0]
            yield Report(
                node=direct.call,
                message=(
                    f"{tool.profile.name} will not inject the context here: "
                    f"`{tool.entry.node.name.value}.{method}(...)` calls the tool directly, "  # type: ignore[union-attr]
                    f"outside the runner that injects `{ctx}`, so the call fails validation "
                    f"(`{ctx}` is a missing field); run it through the graph or agent (or "
                    "`devkit invoke`), or pass the value in the input"
                ),
                statement=direct.statement,
                tool=tool,
            )

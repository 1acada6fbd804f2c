"""The fastmcp and mcp-sdk profiles in the checker: discovery, versions, the tool surface."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from devkit.checker.config import ConfigError, parse_config
from devkit.checker.engine import check_source, fix_source

SERVER = textwrap.dedent(
    """
    from fastmcp import Context, FastMCP

    def build():
        server = FastMCP("inner")

        @server.tool(name="summarise")
        async def summarise(text: str, ctx: Context) -> str:
            reply = await ctx.sample(text)
            return reply.text

        return server

    mcp = FastMCP("demo")

    async def lookup(key: str, ctx: Context) -> str:
        await ctx.info(key)
        return ctx.client_id or "anonymous"

    mcp.tool(lookup)

    @mcp.resource("data://{key}")
    async def data(key: str, ctx: Context) -> str:
        return ctx.request_context.meta.progressToken

    @mcp.prompt
    def ask(topic: str) -> str:
        return topic
    """
)


def codes(source: str, path: str = "server.py", **config) -> list[str]:
    return [f.code for f in check_source(source, path, parse_config(config)).findings]


def test_tools_on_instances_in_factories_calls_resources_and_prompts_are_found(tmp_path):
    (tmp_path / "server.py").write_text(SERVER)
    done = subprocess.run(
        [sys.executable, "-m", "devkit", "tools", str(tmp_path), "--format", "json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    tools = {t["name"]: t for t in json.loads(done.stdout)}
    assert sorted(tools) == ["ask", "data", "lookup", "summarise"]
    assert tools["data"]["kind"] == "resource" and tools["ask"]["kind"] == "prompt"
    assert tools["lookup"]["context_parameter"] == "ctx"
    assert tools["ask"]["context_parameter"] is None
    assert tools["lookup"]["framework_version"] == "4.x"
    members = {m["member"]: m["presence"] for m in tools["lookup"]["members"]}
    assert members == {"client_id": "optional", "info()": "always"}


def test_the_configured_version_decides_what_exists():
    assert "DK002" in codes(SERVER)  # 4.x by default: ctx.sample was removed
    assert "DK002" not in codes(SERVER, frameworks={"fastmcp": "3.4"})
    # request_context may be None in every fastmcp major
    assert codes(SERVER, frameworks={"fastmcp": "2"}).count("DK201") >= 1


ASKS_THE_CLIENT = textwrap.dedent(
    """
    from fastmcp import Context, FastMCP
    from mcp.types import ClientCapabilities, ElicitationCapability, SamplingCapability

    mcp = FastMCP("demo")

    @mcp.tool
    async def summarise(text: str, ctx: Context) -> str:
        if not ctx.session.check_client_capability(
            ClientCapabilities({declared}=SamplingCapability())
        ):
            return text[:200]
        reply = await ctx.sample(text)
        choice = await ctx.elicit("Keep it?", response_type=bool)
        return f"{{reply}} {{choice}}"
    """
)


@pytest.mark.parametrize("major", ["2", "3"])
def test_a_capability_the_client_declared_makes_the_call_that_needs_it_safe(major):
    # fastmcp's client declares sampling and elicitation exactly when it has a handler
    def found(declared: str, version: str) -> list[tuple[str, int, str]]:
        config = parse_config({"frameworks": {"fastmcp": version}})
        source = ASKS_THE_CLIENT.format(declared=declared)
        return [(f.code, f.line, f.message) for f in check_source(source, "s.py", config).findings]

    ((code, line, message),) = found("sampling", major)
    assert (code, line) == ("DK203", 14)  # elicit: the check was for sampling
    assert (
        "or check `ctx.session.check_client_capability(ClientCapabilities("
        "elicitation=ElicitationCapability()))` first" in message
    )
    assert [(c, n) for c, n, _ in found("elicitation", major)] == [("DK203", 13)]  # sample
    # fastmcp 4 raises on a modern connection whatever the client declared
    assert ("DK203", 14) in [(c, n) for c, n, _ in found("elicitation", "4")]


def test_a_pin_upward_from_the_file_decides_when_nothing_is_configured(tmp_path, monkeypatch):
    (tmp_path / "requirements.txt").write_text("fastmcp==3.4.11\n")
    (tmp_path / ".git").mkdir()
    path = tmp_path / "pkg" / "server.py"
    path.parent.mkdir()
    path.write_text(SERVER)
    assert "DK002" not in codes(SERVER, str(path))
    (tmp_path / "requirements.txt").write_text("fastmcp>=4,<5\n")
    from devkit.checker import versions

    # A long-lived process (the language server) notices the edit once the pins it
    # remembers for the directory are older than PINS_FRESH_SECONDS.
    monkeypatch.setattr(versions, "PINS_FRESH_SECONDS", 0.0)
    assert "DK002" in codes(SERVER, str(path))


def test_a_pin_to_a_release_no_profile_covers_is_checked_as_the_nearest_and_says_so(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.poetry.dependencies]\ngoogle-adk = "^0.5.0"\n')
    (tmp_path / ".git").mkdir()
    path = tmp_path / "agent.py"
    source = (
        "from google.adk.tools import ToolContext\n\n\n"
        "def save(tool_context: ToolContext) -> None:\n"
        "    tool_context.save_artifact('a.txt', None)\n"
    )
    found = [f for f in check_source(source, str(path)).findings if f.code == "DK005"]
    assert found and "google-adk 1.x" in found[0].message  # not the newest, 2.x
    from devkit.checker import versions
    from devkit.profiles import PROFILES

    view = versions.resolve(PROFILES["google-adk"], None, str(path), parse_config({}))
    assert view.version == 1
    assert "pinned to 0.x" in view.version_reason
    assert "not profiled (1.x, 2.x): checked as 1.x" in view.version_reason


def test_the_spelling_settles_the_mcp_major():
    v1 = "from mcp.server.fastmcp import Context, FastMCP\nmcp = FastMCP('x')\n"
    v2 = "from mcp.server.mcpserver import Context, MCPServer\nmcp = MCPServer('x')\n"
    body = "@mcp.tool()\nasync def t(ctx: Context) -> str:\n    return ctx.client_id or ''\n"
    assert codes(v1 + body) == []
    found = check_source(v2 + body, "s.py").findings
    assert [f.code for f in found] == ["DK002"]
    assert "removed in 2.0" in found[0].message and "mcp 2.x" in found[0].message


@pytest.mark.parametrize(
    ("table", "needle"),
    [
        ({"frameworks": {"fastmcp": 3}}, "frameworks.fastmcp"),
        ({"frameworks": {"fastmcp": "9"}}, "not a supported major"),
        ({"frameworks": {"flask": "3"}}, "frameworks.flask"),
    ],
)
def test_a_bad_frameworks_table_names_the_key(table, needle):
    with pytest.raises(ConfigError, match=needle):
        parse_config(table)


def test_a_sync_tool_calling_a_coroutine_member_gets_no_unsafe_fix():
    source = textwrap.dedent(
        """
        from fastmcp import Context, FastMCP
        mcp = FastMCP("x")

        @mcp.tool
        def t(ctx: Context) -> str:
            ctx.info("x")
            return "done"
        """
    )
    (finding,) = check_source(source, "s.py").findings
    assert finding.code == "DK005" and finding.fix is None


def test_completion_after_ctx_offers_the_members_of_the_version_with_async_ness():
    from devkit.editor.completion import complete
    from devkit.editor.document import analyse

    source = SERVER.replace("    await ctx.info(key)\n", "    await ctx.info(key)\n    ctx.\n")
    line = source.splitlines().index("    ctx.")
    items = {i.label: i.detail for i in complete(analyse(source, path="s.py"), line, 8) or []}
    assert "async" in items["get_state"] and "sample" not in items  # fastmcp 4.x
    assert "optional" in items["client_id"] and "get_access_token" not in items


@pytest.mark.parametrize(
    "name", ["fastmcp", "mcp-sdk", "google-adk", "pydantic-ai", "openai-agents", "langchain"]
)
def test_scaffolded_framework_tools_are_found_and_clean(name):
    from devkit.editor.scaffold import new_tool
    from devkit.profiles import get_profile

    imports, code = new_tool(get_profile(name), "lookup")
    source = imports + "\n\n" + code
    assert check_source(source, "s.py").findings == []
    from devkit.editor.document import analyse

    tools = analyse(source, path="s.py").tools
    assert [(t.name, t.profile.name) for t in tools] == [("lookup", name)]
    # A file that already has a server (an agent) gets only the tool.
    _, again = new_tool(get_profile(name), "second", source=source)
    assert "FastMCP(" not in again and "MCPServer(" not in again and "Agent(" not in again


@pytest.mark.parametrize(
    ("source", "analysed"),
    [
        (
            "from fastmcp import FastMCP\nmcp = FastMCP('x')\n@mcp.tool\ndef t(q: str) -> str:\n    return q\n",
            False,
        ),
        (
            "from fastmcp import FastMCP, Context\nmcp = FastMCP('x')\n@mcp.tool\nasync def t(ctx: Context) -> str:\n    return ctx.client_id.upper()\n",
            True,
        ),
        (
            "from fastmcp import FastMCP\nmcp = FastMCP('x')\n@mcp.tool\ndef t(q: str, ctx=None) -> str:\n    return q\n",
            True,
        ),
        (
            "from fastmcp.server.dependencies import get_access_token\ndef f():\n    return get_access_token().token\n",
            True,
        ),
        (
            "from fastmcp import Context\nclass Mine(Context):\n    pass\ndef f(c: 'Mine'):\n    return c\n",
            True,
        ),
        # The context class under another name: imported `as`, or assigned to one.
        (
            "from fastmcp import FastMCP, Context as C\nmcp = FastMCP('x')\n@mcp.tool\nasync def t(c: C) -> str:\n    return c.client_id.upper()\n",
            True,
        ),
        (
            "from fastmcp import FastMCP, Context\nCtx = Context\nmcp = FastMCP('x')\n@mcp.tool\nasync def t(c: 'Ctx') -> str:\n    return c.client_id.upper()\n",
            True,
        ),
        (
            "from fastmcp import FastMCP, Context as C\nmcp = FastMCP('x')\n@mcp.tool\nasync def t(q: str) -> str:\n    return q\n",
            False,
        ),
        # A syntax error is DK001 where a context is used; elsewhere it is not ours to report.
        ("from fastmcp import Context\ndef broken(ctx: Context:\n", True),
        ("from fastmcp import FastMCP\ndef broken(:\n", False),
    ],
)
def test_the_prescan_sends_only_files_with_a_context_to_the_full_analysis(source, analysed):
    from devkit.checker.prescan import worth_analysing

    assert worth_analysing(source) is analysed
    result = check_source(source, "s.py")
    assert (result.skipped is None) is analysed


@pytest.mark.parametrize(
    "alias",
    [
        "from fastmcp import Context as Ctx",
        "from fastmcp import Context\nCtx = Context",
        "import fastmcp\nfrom typing import TypeAlias\nCtx: TypeAlias = fastmcp.Context",
    ],
)
def test_a_context_class_under_another_name_is_still_the_context(alias):
    source = f"{alias}\nfrom fastmcp import FastMCP\nmcp = FastMCP('x')\n@mcp.tool\nasync def t(ctx: Ctx) -> str:\n    ctx.info('hi')\n    return ctx.client_id.upper()\n"
    lines = len(alias.splitlines())
    found = {(f.line - lines, f.code) for f in check_source(source, "s.py").findings}
    assert found == {(5, "DK005"), (6, "DK201")}


TOKEN_TOOL = """
from fastmcp import FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("x")

@mcp.tool
def t(flag: bool) -> str:
    token = get_access_token()
{body}
"""


@pytest.mark.parametrize(
    ("body", "lines"),
    [
        # One root cause, one finding: after the first use, the path where it was None raised.
        ("    print(token.client_id)\n    return token.token_type", [10]),
        ("    return {'a': token.client_id, 'b': token.scopes}", [10]),
        # A use that may not run proves nothing for the ones after it.
        ("    x = token.client_id if flag else ''\n    return x + token.scopes[0]", [10, 11]),
        ("    ok = flag and token.client_id\n    return token.scopes[0]", [10, 11]),
        ("    names = [token.client_id for _ in range(0)]\n    return token.scopes[0]", [10, 11]),
        (
            "    try:\n        print(token.client_id)\n    except AttributeError:\n        pass\n"
            "    return token.scopes[0]",
            [14],
        ),
    ],
)
def test_a_dereference_establishes_non_none_only_on_paths_where_it_ran(body, lines):
    found = check_source(TOKEN_TOOL.format(body=body), "s.py").findings
    assert [(f.code, f.line) for f in found if f.code == "DK201"] == [("DK201", n) for n in lines]


ADK_AGENT = textwrap.dedent(
    """
    from google.adk.agents import Agent
    from google.adk.tools import BaseTool, FunctionTool, ToolContext


    def remember(fact: str, tool_context: ToolContext) -> dict:
        tool_context.state["last"] = fact
        return {"ok": True}


    async def recall(query: str, tool_context) -> dict:
        try:
            found = await tool_context.search_memory(query)
        except ValueError:
            return {"found": 0}
        return {"found": len(found.memories)}


    def lookup(query: str, ctx: ToolContext | None = None) -> str:
        return query


    def before(tool, args, tool_context):
        return None


    class Search(BaseTool):
        async def run_async(self, *, args, tool_context):
            return await tool_context.list_artifacts()


    TOOLS = [remember, recall]
    root_agent = Agent(
        name="a",
        model="m",
        tools=[*TOOLS, FunctionTool(func=lookup), Search(name="s", description="d")],
        before_tool_callback=before,
    )
    """
)


def test_adk_tools_are_found_in_agents_lists_wrappers_callbacks_and_base_tools(tmp_path):
    from devkit.checker.surface import tool_surface

    tools = {t["name"]: t for t in tool_surface(ADK_AGENT.encode(), "agent.py", parse_config({}))}
    assert sorted(tools) == ["Search", "before", "lookup", "recall", "remember"]
    assert tools["before"]["kind"] == "tool callback"
    assert tools["recall"]["context_parameter"] == "tool_context"  # by its name alone
    assert tools["Search"]["members"] == [
        {
            "member": "list_artifacts()",
            "presence": "raises-without(when the runner has no artifact service "
            "(`Runner` defaults it to None))",
        }
    ]


@pytest.mark.parametrize(
    ("release", "expected"),
    [
        ("2.13", ["DK203"]),  # `X | None` is unwrapped from 2.0
        ("1.39", ["DK004", "DK203"]),  # 1.27-1.39 do not unwrap `ToolContext | None`
    ],
)
def test_adk_recognition_follows_the_configured_release(release, expected):
    found = check_source(
        ADK_AGENT, "agent.py", parse_config({"frameworks": {"google-adk": release}})
    )
    assert sorted(f.code for f in found.findings) == expected
    if "DK004" in expected:
        (finding,) = [f for f in found.findings if f.code == "DK004"]
        assert "1.39" in finding.message and "Optional[ToolContext]" in finding.message


def test_before_1_27_adk_recognises_only_the_name_tool_context():
    source = "from google.adk.tools import ToolContext\n\ndef t(q: str, ctx: ToolContext) -> str:\n    return q\n"
    old = check_source(source, "a.py", parse_config({"frameworks": {"google-adk": "1.26"}}))
    assert [f.code for f in old.findings] == ["DK004"] and "`tool_context`" in old.findings[
        0
    ].message
    assert (
        check_source(source, "a.py", parse_config({"frameworks": {"google-adk": "1.27"}})).findings
        == []
    )


def test_adk_members_it_does_not_have_name_what_to_use():
    source = "from google.adk.tools import ToolContext\n\ndef t(tool_context: ToolContext) -> str:\n    return tool_context.session_id\n"
    (finding,) = check_source(source, "a.py").findings
    assert finding.code == "DK002" and "tool_context.session.id" in finding.message


def test_adk_function_call_id_is_optional_only_in_agent_and_model_callbacks():
    # A tool callback gets the tool call's own context (google/adk/flows/llm_flows/tools/
    # _caller.py: `_create_tool_context(...)` then the callbacks), its id set; agent and model
    # callbacks get `CallbackContext(invocation_context)`, with none.
    source = textwrap.dedent(
        """
        from google.adk.agents import Agent
        from google.adk.agents.callback_context import CallbackContext
        from google.adk.tools import ToolContext

        def tool(tool_context: ToolContext) -> str:
            tool_context.request_credential(None)
            return tool_context.function_call_id.upper()

        def before_tool(tool, args, tool_context):
            tool_context.request_credential(None)
            return tool_context.function_call_id.upper()

        def before_agent(callback_context: CallbackContext):
            callback_context.request_credential(None)
            return callback_context.function_call_id.upper()

        def after_model(callback_context: CallbackContext, llm_response):
            print(callback_context.function_call_id.upper())

        root_agent = Agent(
            name="a",
            model="m",
            tools=[tool],
            before_tool_callback=before_tool,
            before_agent_callback=before_agent,
            after_model_callback=[after_model],
        )
        """
    )
    found = [(f.code, f.line) for f in check_source(source, "a.py").findings]
    assert found == [("DK203", 15), ("DK201", 16), ("DK201", 19)]


def test_private_members_of_a_framework_context_are_not_flagged():
    source = "from google.adk.tools import ToolContext\n\ndef t(tool_context: ToolContext):\n    return tool_context._invocation_context\n"
    assert check_source(source, "a.py").findings == []


def test_langchain_structured_tool_from_function_is_a_tool():
    from devkit.checker.surface import tool_surface

    source = textwrap.dedent(
        '''
        from langchain.tools import ToolRuntime
        from langchain_core.tools import StructuredTool

        def remember(fact: str, runtime: ToolRuntime) -> str:
            """Remember."""
            return runtime.store.get(("facts",), fact)

        remember_tool = StructuredTool.from_function(func=remember)
        '''
    )
    assert [t["name"] for t in tool_surface(source.encode(), "a.py", parse_config({}))] == [
        "remember"
    ]
    assert [f.code for f in check_source(source, "a.py").findings] == ["DK201"]


def test_openai_function_tool_built_by_hand_is_a_tool():
    source = textwrap.dedent(
        """
        from agents import FunctionTool
        from agents.tool_context import ToolContext

        async def run_lookup(ctx: ToolContext, args: str) -> str:
            return ctx.tool_input["q"]

        lookup = FunctionTool(
            name="lookup", description="d", params_json_schema={}, on_invoke_tool=run_lookup
        )
        """
    )
    assert [f.code for f in check_source(source, "a.py").findings] == ["DK201"]


@pytest.mark.parametrize(
    "source, expected",
    [
        # Whatever the run was given, None included: testing it is never redundant.
        (
            "from agents import RunContextWrapper, function_tool\n"
            "@function_tool\n"
            "def t(ctx: RunContextWrapper[dict], q: str) -> str:\n"
            "    if ctx.context is None:\n"
            "        return ''\n"
            "    return str(ctx.context)\n",
            [],
        ),
        (
            "from pydantic_ai import Agent, RunContext\n"
            "agent = Agent('test')\n"
            "@agent.tool\n"
            "def t(ctx: RunContext[None], q: str) -> str:\n"
            "    if ctx.model_id is not None and ctx.realtime_session is None:\n"
            "        return ctx.model_id\n"
            "    return ''\n",
            [],
        ),
        # `X | None` in pydantic-ai's type: a dereference needs a guard, as pyright says.
        (
            "from pydantic_ai import Agent, RunContext\n"
            "agent = Agent('test')\n"
            "@agent.tool\n"
            "def t(ctx: RunContext[None], q: str) -> str:\n"
            "    return ctx.model_id.upper()\n",
            ["DK201"],
        ),
        # `remaining_time()` is None when the run has no deadline (`float | None`).
        (
            "from pydantic_ai import Agent, RunContext\n"
            "agent = Agent('test')\n"
            "@agent.tool\n"
            "def t(ctx: RunContext[None], q: str) -> float:\n"
            "    return ctx.remaining_time() * 2\n",
            ["DK201"],
        ),
        (
            "from pydantic_ai import Agent, RunContext\n"
            "agent = Agent('test')\n"
            "@agent.tool\n"
            "def t(ctx: RunContext[None], q: str) -> float:\n"
            "    left = ctx.remaining_time()\n"
            "    return left * 2 if left is not None else 0.0\n",
            [],
        ),
        # The same for openai-agents' decisions not made yet (`str | None`).
        (
            "from agents import function_tool\n"
            "from agents.tool_context import ToolContext\n"
            "@function_tool\n"
            "def t(ctx: ToolContext, q: str) -> str:\n"
            "    return ctx.get_rejection_message(q, '1').upper()\n",
            ["DK201"],
        ),
        # Never None (a default workspace object): the test is redundant.
        (
            "from pydantic_ai import Agent, RunContext\n"
            "agent = Agent('test')\n"
            "@agent.tool\n"
            "def t(ctx: RunContext[None], q: str) -> str:\n"
            "    if ctx.workspace is None:\n"
            "        return ''\n"
            "    return q\n",
            ["DK205"],
        ),
    ],
)
def test_none_tests_on_members_follow_their_real_types(source, expected):
    assert codes(source, "tool.py") == expected


def test_truthiness_of_a_member_of_unknown_type_is_not_called_redundant():
    # `tool_call_approved` is a bool: `not ctx.tool_call_approved` is the approval check.
    source = (
        "from pydantic_ai import Agent, RunContext\n"
        "agent = Agent('test')\n"
        "@agent.tool\n"
        "def update(ctx: RunContext[None], path: str) -> str:\n"
        "    if path == '.env' and not ctx.tool_call_approved:\n"
        "        raise ValueError('needs approval')\n"
        "    if ctx.last_attempt:\n"
        "        return 'giving up'\n"
        "    return path\n"
    )
    assert codes(source, "tool.py") == []
    # An `is None` test of a member that is always there still is.
    assert codes(source.replace("not ctx.tool_call_approved", "ctx.usage is None"), "tool.py") == [
        "DK205"
    ]


def test_a_name_holding_a_member_always_there_in_a_tool_or_a_literal_is_never_none():
    # pydantic-ai sets `tool_call_id` for every tool call; the name is that or a literal.
    source = (
        "from pydantic_ai import Agent, RunContext\n"
        "agent = Agent('test')\n"
        "@agent.tool\n"
        "def t(ctx: RunContext[None], flag: bool) -> str:\n"
        "    if flag:\n"
        "        ident = ctx.tool_call_id\n"
        "    else:\n"
        "        ident = 'fixed'\n"
        "    return ident.upper()\n"
    )
    assert codes(source, "tool.py") == []
    assert codes(source.replace("'fixed'", "None"), "tool.py") == ["DK201"]


def test_pydantic_ai_agent_tool_gives_the_context_to_an_untyped_first_parameter():
    # Run in pydantic-ai 2.68: `@agent.tool def bar(ctx, x: int)` gets the RunContext
    # (the model sees only `x`); `Tool(bar)` guesses from the annotation instead.
    header = "from pydantic_ai import Agent, RunContext, Tool\nagent = Agent('test')\n"
    untyped_first = "def bar(ctx, x: int) -> str:\n    return str(ctx.metadata.get('k'))\n"
    assert codes(header + "@agent.tool\n" + untyped_first, "tool.py") == ["DK201"]
    assert codes(header + untyped_first + "t = Tool(bar)\n", "tool.py") == ["DK004"]
    untyped_second = "@agent.tool\ndef baz(x: int, ctx) -> str:\n    return str(x)\n"
    assert codes(header + untyped_second, "tool.py") == ["DK004"]


def test_a_langchain_tool_invoked_directly_without_its_runtime_is_dk004():
    source = (
        "from langchain.tools import ToolRuntime, tool\n"
        "from langgraph.prebuilt import ToolNode\n"
        "@tool\n"
        "def lookup(q: str, runtime: ToolRuntime) -> str:\n"
        "    '''Look up.'''\n"
        "    return q\n"
        "def test_lookup(rt):\n"
        "    assert lookup.invoke({'q': 'a'})\n"  # fails: runtime is a missing field
        "    assert lookup.invoke({'q': 'a', 'runtime': rt})\n"  # given: fine
        "    assert ToolNode([lookup]).invoke({'messages': []})\n"  # the runner injects it
    )
    found = check_source(source, "tools.py").findings
    assert [(f.code, f.line) for f in found] == [("DK004", 8)]


HELPERS_WITHOUT_A_CONTEXT_PARAMETER = """
from fastmcp import FastMCP
from fastmcp.server.dependencies import get_access_token, get_context

mcp = FastMCP("s")


def caller() -> str:
    return get_context().client_id.upper()


def who() -> str:
    token = get_access_token()
    return token.client_id if token else "anonymous"


def plain(x: int) -> int:
    return x + 1


@mcp.tool
async def t() -> str:
    return caller() + who() + str(plain(1))
"""


def test_helpers_that_get_the_context_themselves_are_checked():
    # `get_context()` and `get_access_token()` in a helper with no context parameter: the
    # helper is analysed like a context function (pyright would see the Optional too).
    found = check_source(HELPERS_WITHOUT_A_CONTEXT_PARAMETER, "server.py").findings
    assert [(f.code, f.line) for f in found] == [("DK201", 9)]
    assert "`get_context().client_id` may be None" in found[0].message


COROUTINE_HELPER = """
from fastmcp import FastMCP, Context

mcp = FastMCP("s")


async def announce(ctx: Context, text: str) -> None:
    await ctx.info(text)


class Reporter:
    async def report(self, ctx: Context) -> None:
        await ctx.info("x")

    async def run(self, ctx: Context) -> None:
        self.report(ctx)


@mcp.tool
async def search(query: str, ctx: Context) -> str:
    announce(ctx, query)
    await announce(ctx, query)
    task = announce(ctx, query)
    await task

    def later() -> None:
        announce(ctx, query)

    later()
    return query
"""


def test_a_coroutine_function_of_the_module_called_as_a_statement_is_dk005():
    found = [f for f in check_source(COROUTINE_HELPER, "server.py").findings if f.code == "DK005"]
    assert [f.line for f in found] == [16, 21, 27]
    fixes = {f.line: f.fix for f in found}
    assert fixes[21] is not None and fixes[21].applicability == "safe"
    assert fixes[27] is None  # in a synchronous nested function: `await` is not possible there
    assert "synchronous function" in found[2].message


def test_a_result_alias_is_described_with_the_functions_own_context_name():
    source = textwrap.dedent(
        """
        from google.adk.tools import ToolContext

        async def read(name: str, tool_context: ToolContext) -> str:
            try:
                part = await tool_context.load_artifact(name)
            except ValueError:
                return ""
            return part.text
        """
    )
    (finding,) = check_source(source, "a.py").findings
    assert finding.code == "DK201"
    assert "`part` (what `tool_context.load_artifact(...)` returned)" in finding.message


def test_a_service_call_through_an_alias_is_described_with_the_functions_own_context_name():
    source = textwrap.dedent(
        """
        from google.adk.tools import ToolContext

        async def save_all(names: list[str], tool_context: ToolContext) -> None:
            save = tool_context.save_artifact
            for name in names:
                await save(name, b"")
        """
    )
    (finding,) = check_source(source, "a.py").findings
    assert finding.code == "DK203"
    assert "`tool_context.save_artifact()` raises" in finding.message


def test_adk_credential_secrets_leak_by_field_not_by_the_whole_credential():
    # AuthCredential's secret fields are `repr=False`: logging the credential hides them,
    # reading one (`cred.api_key`, `c.oauth2.refresh_token`) reveals it.
    source = textwrap.dedent(
        """
        import logging
        from google.adk.tools import ToolContext
        log = logging.getLogger(__name__)

        def call(tool_context: ToolContext) -> dict:
            cred = tool_context.get_credential("api")
            if cred is None:
                return {}
            log.info("cred %s", cred)
            return {"key": cred.api_key, "user": cred.http.credentials.username}

        async def load(tool_context: ToolContext, cfg) -> str:
            try:
                c = await tool_context.load_credential(cfg)
            except ValueError:
                return ""
            if c is None:
                return ""
            raise RuntimeError(f"bad refresh {c.oauth2.refresh_token}")
        """
    )
    found = [(f.code, f.line) for f in check_source(source, "a.py").findings]
    assert found == [("DK402", 11), ("DK402", 20)]


@pytest.mark.parametrize(
    ("run", "expected"),
    [
        ('agent.run_sync("q")', ["DK201"]),  # pydantic-ai hands the tool None
        ('agent.run_sync("q", deps=Deps("a"))', []),
        ('agent.run_sync("q", **options)', []),  # the options may hold deps
        ('other.run_sync("q")', []),  # not an agent
        ('second.run_sync("q")', []),  # another agent: its tools are not this one's
    ],
)
def test_pydantic_ai_deps_are_optional_where_the_module_runs_the_agent_without(run, expected):
    source = textwrap.dedent(
        f"""
        from dataclasses import dataclass
        from pydantic_ai import Agent, RunContext

        @dataclass
        class Deps:
            user: str

        agent = Agent("test", deps_type=Deps)
        second = Agent("test")

        @agent.tool
        def whoami(ctx: RunContext[Deps]) -> str:
            return ctx.deps.user

        def main(other, options):
            return {run}
        """
    )
    found = check_source(source, "a.py").findings
    assert [f.code for f in found] == expected
    if expected:
        assert "`agent.run_sync(...)` in this module passes no `deps=`" in found[0].message


@pytest.mark.parametrize(
    ("first_run", "expected"), [('"q", deps=Deps("a")', []), ('"q"', ["DK201"])]
)
def test_a_run_reaches_the_tools_of_the_agent_its_name_is_bound_to_in_that_scope(
    first_run, expected
):
    # Test modules bind `agent` afresh in each test: a run in one test says nothing of the
    # agent of another.
    source = textwrap.dedent(
        f"""
        from dataclasses import dataclass
        from pydantic_ai import Agent, RunContext

        @dataclass
        class Deps:
            user: str

        def test_one():
            agent = Agent("test", deps_type=Deps)

            @agent.tool
            def whoami(ctx: RunContext[Deps]) -> str:
                return ctx.deps.user

            agent.run_sync({first_run})

        def test_two():
            agent = Agent("test")
            agent.run_sync("q")
        """
    )
    assert [f.code for f in check_source(source, "test_a.py").findings] == expected


def test_a_member_read_through_an_alias_is_spelled_and_guarded_as_written():
    source = textwrap.dedent(
        """
        from fastmcp import FastMCP, Context

        mcp = FastMCP("x")

        @mcp.tool
        async def agent_of(ctx: Context) -> str:
            rc = ctx.request_context
            if rc is None:
                return ""
            return rc.request.headers.get("user-agent", "")
        """
    )
    (finding,) = check_source(source, "a.py").findings
    assert finding.code == "DK201"
    assert finding.message.startswith("`rc.request` may be None here")
    assert "guard it with `if rc.request is not None:`" in finding.message


@pytest.mark.parametrize(
    ("body", "lines"),
    [
        ("    return ctx.lifespan_context.get('db').cursor()", [8]),
        ("    db = ctx.lifespan_context.get('db')\n    return db.cursor() if db else None", []),
        ("    return ctx.lifespan_context.get('db', DEFAULT).cursor()", []),
        ("    return ctx.lifespan_context['db'].cursor()", []),
    ],
)
def test_get_on_a_member_that_is_a_dict_may_return_none(body, lines):
    source = (
        "from fastmcp import FastMCP, Context\nmcp = FastMCP('x')\n\n\n"
        f"@mcp.tool\ndef t(ctx: Context):\n    DEFAULT = object()\n{body}\n"
    )
    found = check_source(source, "s.py").findings
    assert [(f.code, f.line) for f in found if f.code == "DK201"] == [("DK201", n) for n in lines]


@pytest.mark.parametrize(
    ("statement", "lines"),
    [
        ("[ctx.info(m) for m in items]", [8]),
        ("{ctx.info(m) for m in items}", [8]),
        ("[ctx.info('a'), ctx.debug('b')]", [8, 8]),
        # a generator expression calls nothing; gathered, every coroutine is awaited
        ("(ctx.info(m) for m in items)", []),
        ("await asyncio.gather(*[ctx.info(m) for m in items])", []),
        ("pending = [ctx.info(m) for m in items]\n    await asyncio.gather(*pending)", []),
    ],
)
def test_coroutines_dropped_with_a_list_are_never_awaited(statement, lines):
    source = (
        "import asyncio\nfrom fastmcp import FastMCP, Context\nmcp = FastMCP('x')\n\n\n"
        f"@mcp.tool\nasync def t(items: list[str], ctx: Context) -> None:\n    {statement}\n"
    )
    found = check_source(source, "s.py").findings
    assert [f.line for f in found if f.code == "DK005"] == lines
    fixed, remaining, _ = fix_source(source, "s.py")
    assert not [f for f in remaining if f.code == "DK005"]
    compile(fixed, "s.py", "exec")

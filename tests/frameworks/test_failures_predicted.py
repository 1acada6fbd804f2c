"""Each finding of the framework rules, shown to be a real failure in the real framework.

Every case is checked twice: `devkit check` (against the environment's version) must
report the code, and the tool, run through the framework's own in-memory client, must fail
the way the finding says.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from devkit.checker.config import parse_config
from devkit.checker.engine import check_source

from .conftest import HERE
from .environments import BY_NAME

FASTMCP = "from fastmcp import Context, FastMCP\n\nmcp = FastMCP('demo')\n"
MCP_1 = "from mcp.server.fastmcp import Context, FastMCP\n\nmcp = FastMCP('demo')\n"
MCP_2 = "from mcp.server.mcpserver import Context, MCPServer\n\nmcp = MCPServer('demo')\n"


@dataclass(frozen=True)
class Case:
    id: str
    envs: tuple[str, ...]
    code: str  # what devkit reports
    source: str
    tool: str
    failed: Callable[[dict], bool]  # what the framework does instead
    arguments: dict | None = None


def _errored(outcome: dict) -> bool:
    return outcome.get("is_error") is True


CASES = (
    Case(
        "untyped-ctx-is-published-and-never-injected",
        ("fastmcp-2", "fastmcp-3", "fastmcp-4"),
        "DK004",
        FASTMCP
        + """
@mcp.tool
async def search(query: str, ctx=None) -> str:
    await ctx.info(query)
    return query
""",
        "search",
        lambda o: "ctx" in o["schema"]["properties"] and _errored(o),
        {"query": "q"},
    ),
    Case(
        "untyped-context-is-a-string-argument-in-the-sdk",
        ("mcp-1", "mcp-2"),
        "DK004",
        "{header}"
        + """
def search(query: str, context=None) -> str:
    return f"context is {context!r}"

mcp.add_tool(search)
""",
        "search",
        lambda o: (
            o["schema"]["properties"]["context"].get("type") == "string"
            and "context is None" in o["text"]
        ),
        {"query": "q"},
    ),
    Case(
        "another-frameworks-context-is-a-required-argument",
        ("fastmcp-2", "fastmcp-3"),
        "DK004",
        "from mcp.server.fastmcp import Context\nfrom fastmcp import FastMCP\n\nmcp = FastMCP('x')\n"
        + """
@mcp.tool
async def search(query: str, ctx: Context) -> str:
    return query
""",
        "search",
        lambda o: "ctx" in o["schema"].get("required", []) and _errored(o),
        {"query": "q"},
    ),
    Case(
        "type-checking-only-context-breaks-the-import",
        ("fastmcp-4", "mcp-1"),
        "DK004",
        "from __future__ import annotations\nfrom typing import TYPE_CHECKING\n{server_import}\n"
        "if TYPE_CHECKING:\n    {context_import}\n\nmcp = {server}('x')\n"
        + """
@mcp.tool()
async def search(query: str, ctx: Context) -> str:
    return query
""",
        "search",
        lambda o: "import_error" in o,
        {"query": "q"},
    ),
    Case(
        "coroutine-state-read-without-await",
        ("fastmcp-3", "fastmcp-4"),
        "DK005",
        FASTMCP
        + """
@mcp.tool
async def remember(ctx: Context) -> str:
    seen = ctx.get_state("seen")
    return str(seen)
""",
        "remember",
        lambda o: "coroutine object" in o["text"],
    ),
    Case(
        # fastmcp 4 keys state by session_id, new per request on the default connection
        "state-read-from-an-earlier-call-is-gone-in-fastmcp-4",
        ("fastmcp-4",),
        "DK401",
        FASTMCP
        + """
@mcp.tool
async def count(ctx: Context) -> int:
    seen = await ctx.get_state("count") or 0
    await ctx.set_state("count", seen + 1)
    return seen + 1
""",
        "count",
        lambda o: o["text"] == "1" and o["second_text"] == "1",
    ),
    Case(
        "the-transport-request-is-none-in-memory",
        ("fastmcp-2", "fastmcp-3", "fastmcp-4"),
        "DK201",
        FASTMCP
        + """
@mcp.tool
async def agent_of(ctx: Context) -> str:
    rc = ctx.request_context
    if rc is None:
        return "no request"
    return rc.request.headers.get("user-agent", "")
""",
        "agent_of",
        lambda o: _errored(o) and "NoneType" in o["text"],
    ),
    Case(
        "synchronous-state-awaited",
        ("fastmcp-2",),
        "DK005",
        FASTMCP
        + """
@mcp.tool
async def remember(ctx: Context) -> str:
    seen = await ctx.get_state("seen")
    return str(seen)
""",
        "remember",
        _errored,
    ),
    Case(
        "member-removed-in-fastmcp-4",
        ("fastmcp-4",),
        "DK002",
        FASTMCP
        + """
@mcp.tool
async def summarise(text: str, ctx: Context) -> str:
    reply = await ctx.sample(f"Summarise: {text}")
    return reply.text
""",
        "summarise",
        lambda o: _errored(o) and "sample" in o["text"],
        {"text": "t"},
    ),
    Case(
        "client-id-is-none-for-a-plain-client",
        ("fastmcp-3", "fastmcp-4", "mcp-1"),
        "DK201",
        "{header}"
        + """
@mcp.tool()
async def whoami(ctx: Context) -> str:
    return ctx.client_id.upper()
""",
        "whoami",
        _errored,
    ),
    Case(
        "request-meta-is-none-without-a-progress-callback",
        ("mcp-1",),
        "DK201",
        MCP_1
        + """
@mcp.tool()
async def token(ctx: Context) -> str:
    return str(ctx.request_context.meta.progressToken)
""",
        "token",
        _errored,
    ),
    Case(
        "headers-are-none-in-memory",
        ("mcp-2",),
        "DK201",
        MCP_2
        + """
@mcp.tool()
async def agent(ctx: Context) -> str:
    return ctx.headers["user-agent"]
""",
        "agent",
        _errored,
    ),
    Case(
        "elicit-raises-on-a-modern-connection",
        ("fastmcp-4",),
        "DK203",
        FASTMCP
        + """
@mcp.tool
async def confirm(ctx: Context) -> str:
    answer = await ctx.elicit("Proceed?", bool)
    return str(answer)
""",
        "confirm",
        _errored,
    ),
    Case(
        "elicit-raises-without-an-elicitation-handler",
        ("fastmcp-2", "fastmcp-3", "mcp-1", "mcp-2"),
        "DK203",
        "{header}"
        + """
from pydantic import BaseModel


class Answer(BaseModel):
    ok: bool


@mcp.tool()
async def confirm(ctx: Context) -> str:
    answer = await ctx.elicit("Proceed?", Answer)
    return str(answer)
""",
        "confirm",
        # mcp 2's in-memory transport fails the request before the client is asked; the
        # exception leaves the tool (and the client's task group) either way.
        lambda o: _errored(o) or "ctx.elicit(" in o.get("traceback", ""),
    ),
    Case(
        "sample-raises-without-sampling-support",
        ("fastmcp-2", "fastmcp-3"),
        "DK203",
        FASTMCP
        + """
@mcp.tool
async def summarize(text: str, ctx: Context) -> str:
    result = await ctx.sample(f"Summarize: {text}")
    return str(result)
""",
        "summarize",
        lambda o: _errored(o) and "sampling" in o["text"],
        {"text": "x"},
    ),
    Case(
        "a-coroutine-returned-from-an-async-tool-is-its-result",
        ("fastmcp-2", "fastmcp-3", "fastmcp-4", "mcp-1", "mcp-2"),
        "DK005",
        "{header}"
        + """
@mcp.tool()
async def peek(ctx: Context) -> str:
    return ctx.read_resource("data://notes")
""",
        "peek",
        _errored,
    ),
    Case(
        "a-log-call-with-a-keyword-the-member-does-not-take",
        ("fastmcp-2", "fastmcp-3", "fastmcp-4", "mcp-1", "mcp-2"),
        "DK002",
        "{header}"
        + """
@mcp.tool()
async def greet(name: str, ctx: Context) -> str:
    await ctx.info(f"greeting {name}", user=name)
    return name
""",
        "greet",
        _errored,
        {"name": "ada"},
    ),
)

HEADERS = {
    "fastmcp-2": (FASTMCP, "from fastmcp import FastMCP", "from fastmcp import Context", "FastMCP"),
    "fastmcp-3": (FASTMCP, "from fastmcp import FastMCP", "from fastmcp import Context", "FastMCP"),
    "fastmcp-4": (FASTMCP, "from fastmcp import FastMCP", "from fastmcp import Context", "FastMCP"),
    "mcp-1": (
        MCP_1,
        "from mcp.server.fastmcp import FastMCP",
        "from mcp.server.fastmcp import Context",
        "FastMCP",
    ),
    "mcp-2": (
        MCP_2,
        "from mcp.server.mcpserver import MCPServer",
        "from mcp.server.mcpserver import Context",
        "MCPServer",
    ),
}

PARAMS = [pytest.param(case, env, id=f"{case.id}[{env}]") for case in CASES for env in case.envs]


@pytest.mark.parametrize(("case", "env_name"), PARAMS)
def test_finding_is_a_failure_in_the_real_framework(case, env_name, framework, tmp_path):
    env = BY_NAME[env_name]
    header, server_import, context_import, server = HEADERS[env_name]
    source = textwrap.dedent(case.source)
    for key, value in (
        ("{header}", header),
        ("{server_import}", server_import),
        ("{context_import}", context_import),
        ("{server}", server),
    ):
        source = source.replace(key, value)
    distribution = "fastmcp" if env.profile == "fastmcp" else "mcp"
    config = parse_config({"frameworks": {distribution: str(env.major)}})
    found = check_source(source, "server.py", config)
    codes = [f.code for f in found.findings]
    assert case.code in codes, (codes, [f.message for f in found.findings])

    path = tmp_path / "server.py"
    path.write_text(source)
    outcome = framework(
        env, HERE / "run_tool.py", str(path), case.tool, json.dumps(case.arguments or {})
    )
    assert case.failed(outcome), outcome


ASKS_ONLY_A_DECLARING_CLIENT = """{header}
from mcp.types import ClientCapabilities, ElicitationCapability
from pydantic import BaseModel


class Answer(BaseModel):
    ok: bool


@mcp.tool()
async def confirm(ctx: Context) -> str:
    asked = ClientCapabilities(elicitation=ElicitationCapability())
    if not ctx.session.check_client_capability(asked):
        return "this client cannot ask"
    answer = await ctx.elicit("Proceed?", Answer)
    return str(answer)
"""


@pytest.mark.parametrize("env_name", ["fastmcp-2", "fastmcp-3", "mcp-1", "mcp-2"])
def test_a_tool_checking_what_the_client_declared_has_no_dk203_and_does_not_fail(
    env_name, framework, tmp_path
):
    # The elicit case above, guarded: the client without a handler declares no elicitation,
    # so the tool answers instead of raising, and devkit asks for nothing more.
    env = BY_NAME[env_name]
    source = ASKS_ONLY_A_DECLARING_CLIENT.replace("{header}", HEADERS[env_name][0])
    distribution = "fastmcp" if env.profile == "fastmcp" else "mcp"
    config = parse_config({"frameworks": {distribution: str(env.major)}})
    assert [f.code for f in check_source(source, "server.py", config).findings] == []

    path = tmp_path / "server.py"
    path.write_text(source)
    outcome = framework(env, HERE / "run_tool.py", str(path), "confirm", "{}")
    assert not outcome.get("is_error") and outcome.get("text") == "this client cannot ask", outcome

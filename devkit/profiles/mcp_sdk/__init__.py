"""Profile `mcp-sdk`: the official `mcp` SDK's server `Context`, majors 1 and 2.

1.x writes servers with `mcp.server.fastmcp.FastMCP`, 2.x with `mcp.server.mcpserver.
MCPServer`; each spelling exists in one major only, so it settles which one applies.
Taken from the installed wheels (mcp 1.30.0, 2.3.0); `tests/frameworks/` checks it.
"""

from __future__ import annotations

from ..mcp_client import CAPABILITY_CHECKS, CAPABILITY_WORDS, needs_client_declared
from ..model import (
    Profile,
    Role,
    Spelling,
    SymbolRole,
    ToolForm,
    ToolFormKind,
    member,
    optional,
)

LOG = frozenset({Role.LOG_SINK})

FIELDS = (
    member(
        "request_context",
        "The MCP request context (request id, `meta`, session, lifespan context, request). "
        "Raises `ValueError` outside a request.",
        type="RequestContext",
    ),
    member(
        "request_context.meta",
        "The request's `_meta`; None when the client sent none, which the SDK's "
        "`ClientSession.call_tool` does unless given a progress callback.",
        presence=optional(),
        type="RequestParams.Meta | None",
    ),
    member(
        "request_context.request",
        "The transport's request (HTTP); None on stdio and in memory.",
        presence=optional(),
    ),
    member("request_id", "The id of this request.", type="str"),
    member("session", "The server session of this request.", type="ServerSession"),
    member(
        "client_id",
        "The client id from the request's `_meta`; None for a plain client.",
        presence=optional(),
        until=2,
        replacement="an id your own auth establishes (`client_id` was removed in mcp 2)",
        type="str | None",
    ),
    member(
        "fastmcp",
        "The FastMCP server of this request (1.x; raises outside a request).",
        until=2,
        replacement="`ctx.mcp_server`",
    ),
    member("mcp_server", "The MCPServer of this request (raises outside a request).", since=2),
    member("log", "Sends a log message at a level to the client.", is_async=True, roles=LOG),
    *(
        member(
            level,
            f"Sends a `{level}` log message to the client; await it.",
            is_async=True,
            roles=LOG,
            # 1.x takes `**extra` but hands it to `log()`, which takes only `logger_name`.
            keywords=(first, "logger_name"),
            since=since,
            until=until,
        )
        for level in ("debug", "info", "warning", "error")
        for first, since, until in (("message", None, 2), ("data", 2, None))
    ),
    member(
        "report_progress",
        "Reports progress; a no-op when the request has no progress token.",
        is_async=True,
        roles=frozenset({Role.EVENT_SINK}),
    ),
    member("read_resource", "Reads a resource of this server by URI.", is_async=True),
    member(
        "elicit",
        "Asks the client for structured input; raises `McpError` when the client has no "
        "elicitation support: check what it declared first "
        "(`ctx.session.check_client_capability(...)`) or keep a fallback.",
        is_async=True,
        presence=needs_client_declared("elicitation", "when the client has no elicitation support"),
        roles=frozenset({Role.EVENT_SINK}),
    ),
    member("elicit_url", "Asks the client to open a URL for input.", is_async=True),
    member(
        "close_sse_stream", "Closes this request's SSE stream (no-op without one).", is_async=True
    ),
    member(
        "close_standalone_sse_stream",
        "Closes the standalone SSE stream (no-op without an event store).",
        is_async=True,
    ),
    *(
        member(
            name, "Tells the client that something on this server changed.", is_async=True, since=2
        )
        for name in (
            "notify_tools_changed",
            "notify_prompts_changed",
            "notify_resources_changed",
            "notify_resource_updated",
        )
    ),
    member(
        "headers",
        "The request's HTTP headers; None on stdio and in memory. Client-supplied: never "
        "an identity.",
        since=2,
        presence=optional(),
        type="Mapping[str, str] | None",
    ),
    member(
        "protocol_version",
        "The negotiated protocol version, if known.",
        since=2,
        presence=optional(),
    ),
    member(
        "client_capabilities",
        "What the client declared it supports, if known.",
        since=2,
        presence=optional(),
    ),
    member(
        "input_responses",
        "The client's answers to earlier input requests, if any.",
        since=2,
        presence=optional(),
    ),
    member(
        "request_state",
        "Opaque state the client echoes back, if any.",
        since=2,
        presence=optional(),
    ),
    member(
        "get_access_token",
        "The access token of the authenticated caller, or None without auth. "
        "`.token` is the raw bearer secret.",
        method=True,
        result=optional(),
        type="AccessToken | None",
        module_function=True,
        secret_members=("token",),
    ),
)

SPELLINGS = (
    *(
        Spelling(f"{module}.{name}", name, until=2)
        for module in ("mcp.server.fastmcp", "mcp.server.fastmcp.server")
        for name in ("FastMCP", "Context")
    ),
    Spelling("mcp.server.fastmcp.server.Context", "Context", until=2),
    *(Spelling(f"mcp.server.mcpserver.{name}", name, since=2) for name in ("MCPServer", "Context")),
    Spelling("mcp.server.mcpserver.server.MCPServer", "MCPServer", since=2),
    Spelling("mcp.server.MCPServer", "MCPServer", since=2),
    Spelling("mcp.server.mcpserver.context.Context", "Context", since=2),
    Spelling("mcp.server.auth.middleware.auth_context.get_access_token", "get_access_token"),
)

_METHODS = (("tool", "tool"), ("add_tool", "tool"), ("resource", "resource"), ("prompt", "prompt"))

PROFILE = Profile(
    name="mcp-sdk",
    module="mcp.server",
    context_type="Context",
    summary="The official `mcp` SDK's server context (FastMCP in 1.x, MCPServer in 2.x): "
    "logging and progress to the client, elicitation, resources and the request.",
    fields=FIELDS,
    tool_forms=(
        ToolForm(
            kind=ToolFormKind.INSTANCE,
            symbol="FastMCP",
            context_index=None,
            methods=_METHODS,
            bare_decorator=False,
            # mcp/server/fastmcp/server.py:348 (1.x; MCPServer in 2.x has none)
            accessor_methods=("get_context",),
        ),
        ToolForm(
            kind=ToolFormKind.INSTANCE,
            symbol="MCPServer",
            context_index=None,
            methods=_METHODS,
            bare_decorator=False,
        ),
    ),
    distribution="mcp",
    versions=(1, 2),
    spellings=SPELLINGS,
    symbol_roles=(("get_access_token", SymbolRole.MEMBER_FUNCTION),),
    handling_exceptions=("McpError", "MCPError", "ValueError"),
    capability_checks=CAPABILITY_CHECKS,
    capability_words=CAPABILITY_WORDS,
    exception_bases=(
        ("mcp.server.fastmcp.exceptions.FastMCPError", "Exception"),
        ("mcp.server.fastmcp.exceptions.ToolError", "mcp.server.fastmcp.exceptions.FastMCPError"),
        ("mcp.shared.exceptions.McpError", "Exception"),
        ("mcp.shared.exceptions.MCPError", "Exception"),
    ),
    # `fastmcp.server...` contains "mcp.server": the words are this SDK's own spellings.
    prefilter=(
        "mcp.server.fastmcp",
        "mcp.server.mcpserver",
        "mcp.server.auth",
        "from mcp",
        "import mcp",
    ),
    harness="devkit.profiles.mcp_sdk.harness",
    scaffold='from mcp.server.mcpserver import Context, MCPServer\n\nmcp = MCPServer("server")\n',
)
